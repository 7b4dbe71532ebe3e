import { describe, expect, it } from 'vitest';
import { countsAsView, isEstablished, viewDay } from './engagement.service.js';

describe('views', () => {
  it('are bucketed by UTC day', () => {
    expect(viewDay(new Date('2026-11-20T23:59:59.999Z'))).toBe('2026-11-20');
    expect(viewDay(new Date('2026-11-21T00:00:00.000Z'))).toBe('2026-11-21');
  });

  it("do not count the maker's own look at the card", () => {
    expect(countsAsView({ owner_id: 'alice' }, { id: 'alice', mintedNow: false })).toBe(false);
    expect(countsAsView({ owner_id: 'alice' }, { id: 'bob', mintedNow: false })).toBe(true);
  });

  it('do not count a visitor issued on the very request, which keeps no cookie', () => {
    expect(countsAsView({ owner_id: 'alice' }, { id: 'bob', mintedNow: true })).toBe(false);
  });
});

describe('likes in trending', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('count only from a visitor seen at least ten minutes before', () => {
    expect(isEstablished(new Date('2026-11-28T11:59:55Z'), now)).toBe(false);
    expect(isEstablished(new Date('2026-11-28T11:50:01Z'), now)).toBe(false);
    expect(isEstablished(new Date('2026-11-28T11:50:00Z'), now)).toBe(true);
  });
});
