import type { CardElement } from './cards.js';
import type { CollabCardData } from './collab.js';
import { describe, expect, it } from 'vitest';
import { mergeCardData, sameValue } from './card-merge.js';

const text = (id: string, content: string, x = 100): CardElement => ({
  id,
  type: 'text',
  content,
  position: { x, y: 100 },
});

const card = (overrides: Partial<CollabCardData> = {}): CollabCardData => ({
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: '',
  elements: [text('a', 'A'), text('b', 'B')],
  ...overrides,
});

const ids = (data: CollabCardData) => data.elements.map((e) => e.id);

describe('mergeCardData', () => {
  it('takes the sender state as is when nobody else changed anything', () => {
    const base = card();
    const theirs = card({ cardMessage: 'Hello', elements: [text('a', 'A!'), text('b', 'B')] });
    const result = mergeCardData([base], theirs, base);
    expect(result.merged).toEqual(theirs);
    expect(result.changedRoom).toBe(true);
    expect(result.differsFromSender).toBe(false);
  });

  it('keeps both edits when two clients change different elements at once', () => {
    const base = card();
    const room = card({ elements: [text('a', 'A'), text('b', 'B by Bob')] });
    const theirs = card({ elements: [text('a', 'A by Ann'), text('b', 'B')] });
    const result = mergeCardData([base], theirs, room);
    expect(result.merged.elements).toEqual([text('a', 'A by Ann'), text('b', 'B by Bob')]);
    expect(result.differsFromSender).toBe(true);
  });

  it('keeps both edits when two clients change different top-level fields', () => {
    const base = card();
    const room = card({ backgroundColor: '#ff0000' });
    const theirs = card({ cardMessage: 'Happy birthday' });
    const result = mergeCardData([base], theirs, room);
    expect(result.merged.backgroundColor).toBe('#ff0000');
    expect(result.merged.cardMessage).toBe('Happy birthday');
  });

  it('lets the last writer win on the same element, whole element at a time', () => {
    const base = card();
    const room = card({ elements: [text('a', 'first', 300), text('b', 'B')] });
    const theirs = card({ elements: [text('a', 'second', 100), text('b', 'B')] });
    const result = mergeCardData([base], theirs, room);
    expect(result.merged.elements[0]).toEqual(text('a', 'second', 100));
  });

  it('lets the last writer win on the same field', () => {
    const result = mergeCardData(
      [card()],
      card({ cardMessage: 'mine' }),
      card({ cardMessage: 'theirs' }),
    );
    expect(result.merged.cardMessage).toBe('mine');
  });

  it('keeps elements others added and appends the sender additions', () => {
    const base = card();
    const room = card({ elements: [...base.elements, text('c', 'C')] });
    const theirs = card({ elements: [...base.elements, text('d', 'D')] });
    const result = mergeCardData([base], theirs, room);
    expect(ids(result.merged)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('applies a deletion by the sender and keeps one made by others', () => {
    const base = card({ elements: [text('a', 'A'), text('b', 'B'), text('c', 'C')] });
    const room = card({ elements: [text('a', 'A'), text('b', 'B')] });
    const theirs = card({ elements: [text('b', 'B'), text('c', 'C')] });
    const result = mergeCardData([base], theirs, room);
    expect(ids(result.merged)).toEqual(['b']);
  });

  it('does not undo a relay the sender had not received yet', () => {
    const older = card();
    const newer = card({ cardMessage: 'from Bob', elements: [text('a', 'A'), text('b', 'Bob')] });
    // The client edited element a on top of the older state; newer was already sent to it.
    const theirs = card({ elements: [text('a', 'Ann'), text('b', 'B')] });
    const result = mergeCardData([older, newer], theirs, newer);
    expect(result.merged.cardMessage).toBe('from Bob');
    expect(result.merged.elements).toEqual([text('a', 'Ann'), text('b', 'Bob')]);
  });

  it('keeps an element another client added that the sender has not seen yet', () => {
    const older = card();
    const newer = card({ elements: [...older.elements, text('c', 'C')] });
    const theirs = card({ elements: [text('a', 'A2'), text('b', 'B')] });
    const result = mergeCardData([older, newer], theirs, newer);
    expect(ids(result.merged)).toEqual(['a', 'b', 'c']);
  });

  it('follows the sender order when the sender reordered elements', () => {
    const base = card({ elements: [text('a', 'A'), text('b', 'B'), text('c', 'C')] });
    const room = card({ elements: [...base.elements, text('d', 'D')] });
    const theirs = card({ elements: [text('b', 'B'), text('c', 'C'), text('a', 'A')] });
    const result = mergeCardData([base], theirs, room);
    expect(ids(result.merged)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('keeps the room order when the sender did not reorder', () => {
    const base = card({ elements: [text('a', 'A'), text('b', 'B')] });
    const room = card({ elements: [text('b', 'B'), text('a', 'A')] });
    const theirs = card({ elements: [text('a', 'A2'), text('b', 'B')] });
    expect(ids(mergeCardData([base], theirs, room).merged)).toEqual(['b', 'a']);
  });

  it('keeps optional fields the sender does not carry', () => {
    const room = card({ title: 'Team card', frameId: 'golden' });
    const theirs = card({ cardMessage: 'hi' });
    const result = mergeCardData([room], theirs, room);
    expect(result.merged).toMatchObject({
      title: 'Team card',
      frameId: 'golden',
      cardMessage: 'hi',
    });
    expect(result.differsFromSender).toBe(false);
  });

  it('reports no change when the sender repeats the room state', () => {
    const room = card({ cardMessage: 'same' });
    const result = mergeCardData([card()], room, room);
    expect(result.changedRoom).toBe(false);
    expect(result.differsFromSender).toBe(false);
  });

  it('never produces duplicate element ids', () => {
    const base = card();
    const room = card({ elements: [text('b', 'B'), text('a', 'A'), text('x', 'X')] });
    const theirs = card({ elements: [text('b', 'B'), text('a', 'A'), text('x', 'X2')] });
    const result = mergeCardData([base], theirs, room);
    const merged = ids(result.merged);
    expect(new Set(merged).size).toBe(merged.length);
  });

  it('does not mutate its inputs', () => {
    const base = card();
    const room = card({ cardMessage: 'r' });
    const theirs = card({ elements: [text('a', 'z')] });
    const snapshot = JSON.stringify([base, room, theirs]);
    mergeCardData([base], theirs, room);
    expect(JSON.stringify([base, room, theirs])).toBe(snapshot);
  });
});

describe('sameValue', () => {
  it('compares JSON structurally and treats undefined keys as absent', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, [1])).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
