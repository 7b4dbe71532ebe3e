import { describe, expect, it } from 'vitest';
import { applyOp, applyOps, diffCards, placeSplice, textSplice } from './card-ops.js';
import { CardOpSchema, type CardOp, type CollabCardData } from './collab.js';

const text = (id: string, content: string) => ({
  id,
  type: 'text' as const,
  content,
  position: { x: 10, y: 10 },
});

const card = (patch: Partial<CollabCardData> = {}): CollabCardData => ({
  backgroundColor: '#ffffff',
  textFont: 'Arial',
  textSize: 'medium',
  cardMessage: '',
  elements: [],
  ...patch,
});

const typed = (before: string, after: string): CardOp => ({
  kind: 'text',
  target: { elementId: 't' },
  ...textSplice(before, after),
  base: before,
});

describe('placeSplice', () => {
  it('applies a splice made on the current text as it is', () => {
    expect(placeSplice('hello', { index: 5, remove: 0, insert: '!', base: 'hello' })).toBe(
      'hello!',
    );
  });

  it('keeps both typists’ characters when they typed at once in different places', () => {
    // A typed "X" at the start of "abc" while B's "Z" at the end already landed.
    expect(placeSplice('abcZ', { index: 0, remove: 0, insert: 'X', base: 'abc' })).toBe('XabcZ');
    expect(placeSplice('Xabc', { index: 3, remove: 0, insert: 'Z', base: 'abc' })).toBe('XabcZ');
  });

  it('keeps both typists’ characters when they typed at the same place', () => {
    const result = placeSplice('abY', { index: 2, remove: 0, insert: 'X', base: 'ab' });
    expect(result.length).toBe(4);
    expect(result).toContain('X');
    expect(result).toContain('Y');
  });

  it('removes only characters still there, and keeps what others inserted inside the range', () => {
    // A deleted "bcd" while B inserted "Q" after "c" and someone removed "d".
    expect(placeSplice('abcQe', { index: 1, remove: 3, insert: '', base: 'abcde' })).toBe('aQe');
  });

  it('replaces a selection in a text others changed elsewhere', () => {
    expect(
      placeSplice('Zhello world', { index: 6, remove: 5, insert: 'there', base: 'hello world' }),
    ).toBe('Zhello there');
  });
});

describe('applyOp', () => {
  it('adds a new element on top and replaces a known one where it stands', () => {
    const start = card({ elements: [text('a', 'A'), text('b', 'B')] });
    const added = applyOp(start, { kind: 'put', element: text('c', 'C') });
    expect('card' in added && added.card.elements.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    const replaced = applyOp(start, { kind: 'put', element: text('a', 'A2') });
    expect('card' in replaced && replaced.card.elements.map((e) => e.content)).toEqual(['A2', 'B']);
  });

  it('refuses a 61st element', () => {
    const full = card({ elements: Array.from({ length: 60 }, (_, i) => text(`e${i}`, '')) });
    expect(applyOp(full, { kind: 'put', element: text('x', '') })).toEqual({
      refused: 'tooManyElements',
    });
  });

  it('patches properties of an element, and refuses a patch that leaves it invalid', () => {
    const start = card({ elements: [text('a', 'A')] });
    const moved = applyOp(start, { kind: 'patch', id: 'a', set: { position: { x: 50, y: 60 } } });
    expect('card' in moved && moved.card.elements[0]!.position).toEqual({ x: 50, y: 60 });
    expect(applyOp(start, { kind: 'patch', id: 'a', set: { position: 'left' } })).toEqual({
      refused: 'invalid',
    });
  });

  it('carries every element property in a patch, and refuses an out-of-range one', () => {
    const photo = {
      id: 'p',
      type: 'image' as const,
      content: '/api/media/abcdefghijkl',
      position: { x: 100, y: 100 },
      size: { width: 100, height: 100 },
    };
    const start = card({
      elements: [{ ...text('a', 'A'), size: { width: 200, height: 80 } }, photo],
    });
    const textSet = {
      rotation: 15,
      locked: true,
      hidden: true,
      name: 'Greeting',
      fit: { minFontSize: 10, maxFontSize: 40, maxLines: 2, ellipsis: true },
      curve: -30,
    };
    const imageSet = {
      rotation: -45,
      crop: { x: 0, y: 0.25, width: 1, height: 0.5, imageAspect: 1, shape: 'free' },
      filters: { brightness: 10, contrast: -10, greyscale: 50, sepia: 20, warmth: -5 },
    };
    const ops: CardOp[] = [
      { kind: 'patch', id: 'a', set: textSet },
      { kind: 'patch', id: 'p', set: imageSet },
    ];
    expect(ops.every((op) => CardOpSchema.safeParse(op).success)).toBe(true);
    const patched = applyOps(start, ops);
    expect(patched.elements[0]).toMatchObject(textSet);
    expect(patched.elements[1]).toMatchObject(imageSet);
    expect(applyOp(start, { kind: 'patch', id: 'p', set: { filters: { sepia: 500 } } })).toEqual({
      refused: 'invalid',
    });
    const unlocked = applyOp(patched, { kind: 'patch', id: 'a', set: {}, unset: ['locked'] });
    expect('card' in unlocked && unlocked.card.elements[0]).not.toHaveProperty('locked');
  });

  it('keeps two people’s changes of different properties of one element', () => {
    const boxed = { ...text('a', 'A'), size: { width: 200, height: 80 } };
    const base = card({ elements: [boxed] });
    const rotated = diffCards(base, card({ elements: [{ ...boxed, rotation: 30 }] }));
    const curved = diffCards(base, card({ elements: [{ ...boxed, curve: 50 }] }));
    const merged = applyOps(applyOps(base, rotated), curved);
    expect(merged.elements[0]).toMatchObject({ rotation: 30, curve: 50 });
  });

  it('lets a removal win over a concurrent patch or typing in the removed element', () => {
    const start = card({ elements: [text('b', 'B')] });
    expect(applyOp(start, { kind: 'patch', id: 'a', set: { content: 'x' } })).toEqual({
      card: start,
      applied: null,
    });
    expect(applyOp(start, typed('A', 'AB'))).toEqual({ card: start, applied: null });
  });

  it('relays a placed splice as a plain splice on the text it changed', () => {
    const start = card({ elements: [text('t', 'abcZ')] });
    const result = applyOp(start, typed('abc', 'Xabc'));
    expect(result).toEqual({
      card: card({ elements: [text('t', 'XabcZ')] }),
      applied: { kind: 'text', target: { elementId: 't' }, index: 0, remove: 0, insert: 'X' },
    });
  });

  it('reorders the listed elements and keeps unlisted ones above them', () => {
    const start = card({ elements: [text('a', ''), text('b', ''), text('c', '')] });
    const result = applyOp(start, { kind: 'order', ids: ['b', 'a'] });
    expect('card' in result && result.card.elements.map((e) => e.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('diffCards', () => {
  it('turns a whole-card change into operations that rebuild it', () => {
    const before = card({ elements: [text('a', 'hello'), text('b', 'B')], cardMessage: 'Hi' });
    const after = card({
      backgroundColor: '#000000',
      cardMessage: 'Hi there',
      elements: [text('c', 'new'), { ...text('a', 'hello!'), position: { x: 1, y: 2 } }],
    });
    const ops = diffCards(before, after);
    expect(ops.every((op) => CardOpSchema.safeParse(op).success)).toBe(true);
    expect(applyOps(before, ops)).toEqual(after);
  });

  it('leaves fields the new card does not carry as they are', () => {
    expect(diffCards(card({ title: 'Old' }), card())).toEqual([]);
  });

  it('merges two clients’ edits made from the same card, each keeping the other’s', () => {
    const base = card({ elements: [text('t', 'Dear Sam'), text('u', 'x')] });
    const mine = diffCards(base, card({ elements: [text('t', 'Dear Sam,'), text('u', 'x')] }));
    const theirs = diffCards(base, card({ elements: [text('t', 'My Dear Sam'), text('u', 'y')] }));
    const merged = applyOps(applyOps(base, theirs), mine);
    expect(merged.elements.map((e) => e.content)).toEqual(['My Dear Sam,', 'y']);
  });
});
