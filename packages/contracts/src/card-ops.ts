import fastDiff from 'fast-diff';
import { CardElementSchema, type CardElement } from './cards.js';
import {
  CARD_FIELDS,
  type CardField,
  type CardOp,
  type CollabCardData,
  type TextTarget,
} from './collab.js';
import { CARD_LIMITS } from './constants.js';

/**
 * Card edits as operations, shared by both ends of /ws: collab applies each client's operations to
 * the room, and a client applies the room's and re-applies its own unacknowledged ones on top.
 */

export type TextOp = Extract<CardOp, { kind: 'text' }>;

/** Why the room refuses an operation. */
export type OpRefusal = 'tooManyElements' | 'invalid';

export type ApplyResult =
  /** `applied` is the operation as it changed this card (a splice without base), or null: no change. */
  { card: CollabCardData; applied: CardOp | null } | { refused: OpRefusal };

/** Applies one operation; the card passed in is never changed. */
export function applyOp(card: CollabCardData, op: CardOp): ApplyResult {
  switch (op.kind) {
    case 'field':
      if (sameValue(card[op.field], op.value)) return { card, applied: null };
      return { card: { ...card, [op.field]: op.value }, applied: op };
    case 'put': {
      const at = card.elements.findIndex((element) => element.id === op.element.id);
      if (at < 0 && card.elements.length >= CARD_LIMITS.elementsMax) {
        return { refused: 'tooManyElements' };
      }
      if (at >= 0 && sameValue(card.elements[at], op.element)) return { card, applied: null };
      const elements = at < 0 ? [...card.elements, op.element] : card.elements.with(at, op.element);
      return { card: { ...card, elements }, applied: op };
    }
    case 'patch':
      return patchElement(card, op);
    case 'remove': {
      const elements = card.elements.filter((element) => element.id !== op.id);
      if (elements.length === card.elements.length) return { card, applied: null };
      return { card: { ...card, elements }, applied: op };
    }
    case 'order': {
      const elements = reorder(card.elements, op.ids);
      if (sameValue(elements, card.elements)) return { card, applied: null };
      return { card: { ...card, elements }, applied: op };
    }
    case 'text':
      return spliceText(card, op);
  }
}

/** Applies operations in order, skipping refused ones: a client's view of room + pending edits. */
export function applyOps(card: CollabCardData, ops: readonly CardOp[]): CollabCardData {
  let result = card;
  for (const op of ops) {
    const outcome = applyOp(result, op);
    if ('card' in outcome) result = outcome.card;
  }
  return result;
}

function patchElement(card: CollabCardData, op: Extract<CardOp, { kind: 'patch' }>): ApplyResult {
  const at = card.elements.findIndex((element) => element.id === op.id);
  // Someone removed the element meanwhile: the removal wins over a change of its properties.
  if (at < 0) return { card, applied: null };
  const current = card.elements[at]!;
  const { id: _id, type: _type, ...set } = op.set;
  const next: Record<string, unknown> = { ...current, ...set };
  for (const key of op.unset ?? []) if (key !== 'id' && key !== 'type') delete next[key];
  const parsed = CardElementSchema.safeParse(next);
  if (!parsed.success) return { refused: 'invalid' };
  if (sameValue(parsed.data, current)) return { card, applied: null };
  return { card: { ...card, elements: card.elements.with(at, parsed.data) }, applied: op };
}

/** The listed ids take the listed order; elements not listed keep theirs, above them. */
function reorder(elements: readonly CardElement[], ids: readonly string[]): CardElement[] {
  const byId = new Map(elements.map((element) => [element.id, element]));
  const listed = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  const rest = elements.filter((element) => !ids.includes(element.id));
  return [...listed, ...rest];
}

function textOf(card: CollabCardData, target: TextTarget): string | null {
  if ('field' in target) return card.cardMessage;
  const element = card.elements.find((e) => e.id === target.elementId);
  return element?.type === 'text' ? element.content : null;
}

function withText(card: CollabCardData, target: TextTarget, value: string): CollabCardData {
  if ('field' in target) return { ...card, cardMessage: value };
  const elements = card.elements.map((element) =>
    element.id === target.elementId && element.type === 'text'
      ? { ...element, content: value }
      : element,
  );
  return { ...card, elements };
}

function spliceText(card: CollabCardData, op: TextOp): ApplyResult {
  const current = textOf(card, op.target);
  // The element is gone (or is no text any more): the removal wins over typing in it.
  if (current === null) return { card, applied: null };
  const next = placeSplice(current, op);
  if (next === current) return { card, applied: null };
  const limit = 'field' in op.target ? CARD_LIMITS.messageMax : CARD_LIMITS.textContentMax;
  if (next.length > limit) return { refused: 'invalid' };
  return {
    card: withText(card, op.target, next),
    applied: { kind: 'text', target: op.target, ...textSplice(current, next) },
  };
}

/**
 * The text after a splice made on `op.base` is placed into `current`, which may hold others' edits
 * made meanwhile: positions are carried over character by character (a diff of base and current),
 * removed characters that others already removed stay removed, characters others inserted inside
 * the removed range stay, and nobody's characters are lost.
 */
export function placeSplice(current: string, op: Omit<TextOp, 'kind' | 'target'>): string {
  const { index, remove, insert } = op;
  const base = op.base ?? current;
  if (base === current) {
    const at = Math.min(index, current.length);
    return current.slice(0, at) + insert + current.slice(at + remove);
  }
  const removeEnd = index + remove;
  let insertAt = -1;
  /** Ranges of `current` to drop: the base characters the splice removed that are still there. */
  const drop: [number, number][] = [];
  let inBase = 0;
  let inCurrent = 0;
  for (const [kind, chunk] of fastDiff(base, current)) {
    const length = chunk.length;
    if (kind === fastDiff.INSERT) {
      inCurrent += length;
      continue;
    }
    const reaches = kind === fastDiff.EQUAL ? index <= inBase + length : index < inBase + length;
    if (insertAt < 0 && reaches) {
      insertAt = kind === fastDiff.EQUAL ? inCurrent + (index - inBase) : inCurrent;
    }
    if (kind === fastDiff.EQUAL) {
      const from = Math.max(index, inBase);
      const to = Math.min(removeEnd, inBase + length);
      if (from < to) drop.push([inCurrent + (from - inBase), inCurrent + (to - inBase)]);
      inCurrent += length;
    }
    inBase += length;
  }
  if (insertAt < 0) insertAt = inCurrent;
  let result = '';
  let cursor = 0;
  let placed = false;
  for (const [from, to] of drop) {
    if (!placed && insertAt <= from) {
      result += current.slice(cursor, insertAt) + insert;
      cursor = insertAt;
      placed = true;
    }
    result += current.slice(cursor, from);
    cursor = to;
  }
  if (!placed) {
    const at = Math.max(insertAt, cursor);
    result += current.slice(cursor, at) + insert;
    cursor = at;
  }
  return result + current.slice(cursor);
}

/** The one splice that turns `before` into `after` (their common start and end kept). */
export function textSplice(
  before: string,
  after: string,
): { index: number; remove: number; insert: string } {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < shorter - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  return {
    index: start,
    remove: before.length - start - end,
    insert: after.slice(start, after.length - end),
  };
}

/**
 * The operations that turn `before` into `after`: what a client changed. A field `after` leaves
 * out is not an edit (a surface may not know it); text changes become splices on `before`'s text.
 */
export function diffCards(before: CollabCardData, after: CollabCardData): CardOp[] {
  const ops: CardOp[] = [];
  for (const field of CARD_FIELDS) {
    const value = after[field];
    if (value === undefined || sameValue(before[field], value)) continue;
    if (field === 'cardMessage') {
      ops.push(textOp({ field: 'cardMessage' }, before.cardMessage, after.cardMessage));
    } else {
      ops.push(fieldOp(field, value));
    }
  }
  const previous = new Map(before.elements.map((element) => [element.id, element]));
  const kept = new Set(after.elements.map((element) => element.id));
  for (const element of before.elements) {
    if (!kept.has(element.id)) ops.push({ kind: 'remove', id: element.id });
  }
  for (const element of after.elements) {
    const old = previous.get(element.id);
    if (!old || old.type !== element.type) ops.push({ kind: 'put', element });
    else ops.push(...elementChanges(old, element));
  }
  const stacked = [
    ...before.elements.filter((element) => kept.has(element.id)).map((element) => element.id),
    ...after.elements.filter((element) => !previous.has(element.id)).map((element) => element.id),
  ];
  const order = after.elements.map((element) => element.id);
  if (!sameValue(stacked, order)) ops.push({ kind: 'order', ids: order });
  return ops;
}

function fieldOp(field: CardField, value: unknown): CardOp {
  return { kind: 'field', field, value };
}

function textOp(target: TextTarget, before: string, after: string): CardOp {
  return { kind: 'text', target, ...textSplice(before, after), base: before };
}

function elementChanges(old: CardElement, next: CardElement): CardOp[] {
  const ops: CardOp[] = [];
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  const from = old as Record<string, unknown>;
  const to = next as Record<string, unknown>;
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (key === 'id' || key === 'type' || sameValue(from[key], to[key])) continue;
    if (key === 'content' && old.type === 'text' && next.type === 'text') {
      ops.push(textOp({ elementId: next.id }, old.content, next.content));
    } else if (to[key] === undefined) {
      unset.push(key);
    } else {
      set[key] = to[key];
    }
  }
  if (Object.keys(set).length > 0 || unset.length > 0) {
    ops.push({ kind: 'patch', id: next.id, set, ...(unset.length > 0 ? { unset } : {}) });
  }
  return ops;
}

/** Structural equality of JSON values; a key holding undefined equals an absent key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameValue(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}
