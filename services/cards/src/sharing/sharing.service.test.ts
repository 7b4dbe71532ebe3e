import { describe, expect, it } from 'vitest';
import { downloadFileName, shareRole } from './sharing.service.js';

describe('shareRole', () => {
  const card = { owner_id: 'alice', edit_token: 't'.repeat(43) };

  it('knows the owner, a holder of the edit token, and everyone else', () => {
    expect(shareRole(card, 'alice', null)).toBe('owner');
    expect(shareRole(card, 'bob', 't'.repeat(43))).toBe('editor');
    expect(shareRole(card, 'bob', 'x'.repeat(43))).toBe('viewer');
    expect(shareRole(card, 'bob', null)).toBe('viewer');
  });

  it('makes everyone a viewer of an example card, which has no owner', () => {
    expect(shareRole({ ...card, owner_id: null }, 'alice', 't'.repeat(43))).toBe('viewer');
  });
});

describe('downloadFileName', () => {
  it('keeps letters and digits of the title', () => {
    expect(downloadFileName('Happy Birthday, Sam!')).toBe('happy-birthday-sam.png');
    expect(downloadFileName('Crème brûlée')).toBe('creme-brulee.png');
  });

  it('never yields an empty or header-breaking name', () => {
    expect(downloadFileName('🎉🎉')).toBe('greeting-card.png');
    expect(downloadFileName('a"b\r\nc')).toBe('ab-c.png');
    expect(downloadFileName('x'.repeat(200)).length).toBeLessThanOrEqual(64);
  });
});
