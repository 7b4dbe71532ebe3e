import { describe, expect, it } from 'vitest';
import { downloadFileName, sharePublishes, shareRole } from './sharing.service.js';

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

describe('sharePublishes', () => {
  const designed = { template_id: 'funny1', elements: [] };

  it('lists the card publicly only for a share its owner records', () => {
    expect(sharePublishes('owner', designed)).toBe(true);
    expect(sharePublishes('editor', designed)).toBe(false);
    expect(sharePublishes('viewer', designed)).toBe(false);
  });

  it('never lists a card whose front is blank, even for its owner', () => {
    expect(sharePublishes('owner', { template_id: null, elements: [] })).toBe(false);
    const stray = { id: 't', type: 'text' as const, content: '.', position: { x: 0, y: 0 } };
    expect(sharePublishes('owner', { template_id: null, elements: [stray] })).toBe(false);
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
