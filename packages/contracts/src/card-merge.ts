import type { CardElement } from './cards.js';
import type { CollabCardData } from './collab.js';

export interface MergeResult {
  merged: CollabCardData;
  /** The merge differs from the room's state, so it must be stored and relayed. */
  changedRoom: boolean;
  /** The merge differs from what the sender sent, so the sender needs the merged state too. */
  differsFromSender: boolean;
}

type Fields = Omit<CollabCardData, 'elements'>;

/**
 * Three-way merge of one client's update into the room, per top-level field and per element id.
 *
 * `seen` lists the states the client may have edited from, oldest first: exactly one when it is
 * known (the update names its base version), otherwise the states it was sent recently. A value
 * counts as the client's edit only when it matches none of them: a client that has not yet
 * received the latest relay still holds an older state, and that staleness must not undo other
 * people's edits. Values the client did not change keep the room's; values it changed win (last
 * writer wins).
 *
 * Shared by both ends: collab merges each client's update into the room with it, and the web
 * client merges its unsent edits into a card that arrives from the room (`seen` = the last room
 * state it knew), so neither side undoes the other's edits.
 */
export function mergeCardData(
  seen: readonly CollabCardData[],
  theirs: CollabCardData,
  room: CollabCardData,
): MergeResult {
  const latest = seen.at(-1) ?? room;
  const bases = seen.length > 0 ? seen : [room];
  const merged: Record<string, unknown> = {};

  const keys = new Set([...Object.keys(room), ...Object.keys(theirs)]);
  for (const key of keys) {
    if (key === 'elements') continue;
    const k = key as keyof Fields;
    const mine = theirs[k];
    const changed = mine !== undefined && bases.every((base) => !sameValue(base[k], mine));
    const value = changed ? mine : room[k];
    if (value !== undefined) merged[k] = value;
  }
  merged.elements = mergeElements(bases, latest, theirs.elements, room.elements);

  const result = merged as CollabCardData;
  return {
    merged: result,
    changedRoom: !sameValue(result, room),
    differsFromSender: differsFrom(result, theirs),
  };
}

/** Whether `state` shows the sender something other than what it sent (fields it sent only). */
export function differsFrom(state: CollabCardData, sent: CollabCardData): boolean {
  return Object.keys(sent).some((key) => {
    const k = key as keyof CollabCardData;
    return !sameValue(state[k], sent[k]);
  });
}

function mergeElements(
  bases: readonly CollabCardData[],
  latest: CollabCardData,
  theirs: readonly CardElement[],
  room: readonly CardElement[],
): CardElement[] {
  const baseMaps = bases.map((base) => byId(base.elements));
  const theirMap = byId(theirs);
  const roomMap = byId(room);

  // An id maps to the client's value (undefined: deleted) only when the client changed it.
  const decided = new Map<string, CardElement | undefined>();
  const candidates = new Set([...theirMap.keys(), ...baseMaps.flatMap((m) => [...m.keys()])]);
  for (const id of candidates) {
    const mine = theirMap.get(id);
    if (baseMaps.every((base) => !sameValue(base.get(id), mine))) decided.set(id, mine);
  }

  const seenIds = latest.elements.map((e) => e.id);
  const theirIds = theirs.map((e) => e.id);
  const common = new Set(seenIds.filter((id) => theirMap.has(id)));
  const reordered = !sameValue(
    theirIds.filter((id) => common.has(id)),
    seenIds.filter((id) => common.has(id)),
  );
  // A client that reordered (bring to front, send back) decides the order; otherwise the room's
  // order stands and the client's new elements go on top.
  const order = reordered
    ? [...theirIds, ...room.map((e) => e.id)]
    : [...room.map((e) => e.id), ...theirIds];

  const result: CardElement[] = [];
  const placed = new Set<string>();
  for (const id of order) {
    if (placed.has(id)) continue;
    placed.add(id);
    const value = decided.has(id) ? decided.get(id) : roomMap.get(id);
    if (value) result.push(value);
  }
  return result;
}

function byId(elements: readonly CardElement[]): Map<string, CardElement> {
  return new Map(elements.map((element) => [element.id, element]));
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
