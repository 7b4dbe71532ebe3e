import { describe, expect, it } from 'vitest';
import { attachmentName, erasureSummary } from './account-data.js';

describe('attachmentName', () => {
  it('takes the server’s file name, or names the ZIP itself', () => {
    expect(attachmentName('attachment; filename="cardsmith-data-2026-11-28.zip"')).toBe(
      'cardsmith-data-2026-11-28.zip',
    );
    expect(attachmentName(null)).toBe('cardsmith-data.zip');
  });
});

describe('erasureSummary', () => {
  it('says what went, what was cancelled and what accounting keeps, in sentences', () => {
    const lines = erasureSummary({
      deleted: true,
      parts: {
        cards: { cards: 3, frames: 1, likes: 2 },
        media: { files: 1, videoJobs: 0 },
        scheduler: { deliveries: 2, cancelledDeliveries: 1, messages: 1 },
        print: { anonymisedOrders: 1, cancelledOrders: 0, printFiles: 2 },
        account: { accounts: 1, sessions: 2, signInLinks: 1 },
      },
    });
    expect(lines).toEqual([
      '3 cards and 1 custom frame deleted, with their likes, views and shares.',
      '1 uploaded or recorded file deleted.',
      '2 deliveries deleted.',
      '1 pending delivery cancelled first, so it will not be sent.',
      '1 print order kept for accounting, with your name, address and email removed.',
      'Your account is closed and every device is signed out.',
    ]);
  });

  it('leaves out orders and the account when there were none', () => {
    const lines = erasureSummary({ deleted: true, parts: { cards: { cards: 0, frames: 0 } } });
    expect(lines[0]).toBe(
      '0 cards and 0 custom frames deleted, with their likes, views and shares.',
    );
    expect(lines.join(' ')).not.toMatch(/print order|account is closed/);
  });
});
