import { describe, expect, it } from 'vitest';
import { isViewing } from './view-only.js';

describe('isViewing', () => {
  it('lets the room’s card and selecting through', () => {
    expect(isViewing({ type: 'remote', data: { cardMessage: 'Hi' } })).toBe(true);
    expect(isViewing({ type: 'select', id: 'a' })).toBe(true);
    expect(isViewing({ type: 'selectMany', ids: ['a', 'b'] })).toBe(true);
  });

  it('holds back every change of the card, undo and redo included', () => {
    expect(isViewing({ type: 'update', patch: { cardMessage: 'Hi' } })).toBe(false);
    expect(isViewing({ type: 'addText', id: 't' })).toBe(false);
    expect(isViewing({ type: 'deleteElements', ids: ['a'] })).toBe(false);
    expect(isViewing({ type: 'undo' })).toBe(false);
    expect(isViewing({ type: 'redo' })).toBe(false);
  });
});
