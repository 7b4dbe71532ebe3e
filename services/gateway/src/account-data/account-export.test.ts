import { Readable } from 'node:stream';
import type { AccountDataExport, AccountDataPart } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { exportEntries, exportFileName, skippedNote } from './account-export.js';

const empty: AccountDataExport = { records: {}, files: [] };
const parts: Record<AccountDataPart, AccountDataExport> = {
  scheduler: { records: { reminders: [], deliveries: [{ id: 'd1' }] }, files: [] },
  print: empty,
  cards: { records: { cards: [{ id: 'c1', title: 'For Sam' }], likes: [] }, files: [] },
  media: {
    records: { files: [{ id: 'm1' }] },
    files: [{ mediaId: 'm1', name: 'files/image-m1.png', contentType: 'image/png', bytes: 3 }],
  },
  collab: empty,
  ai: empty,
};
const now = new Date('2026-11-28T03:30:00Z');
const subject = {
  account: { id: 'acct', email: 'ada@example.com', createdAt: new Date('2026-11-01T00:00:00Z') },
  ownerIds: ['acct', 'visitor-1'],
};

describe('exportEntries', () => {
  it('lists a README, the account, each kind of record as JSON, then the stored files', async () => {
    const asked: string[] = [];
    const entries = exportEntries(
      subject,
      parts,
      async (id) => {
        asked.push(id);
        return Readable.from([Buffer.from('png')]);
      },
      now,
    );
    expect(entries.map((entry) => entry.name)).toEqual([
      'README.txt',
      'account.json',
      'scheduler/deliveries.json',
      'scheduler/reminders.json',
      'cards/cards.json',
      'cards/likes.json',
      'media/files.json',
      'media/files/image-m1.png',
    ]);
    const cards = entries.find((entry) => entry.name === 'cards/cards.json')!.content;
    expect(JSON.parse(new TextDecoder().decode(cards as Uint8Array))).toEqual([
      { id: 'c1', title: 'For Sam' },
    ]);
    const readme = new TextDecoder().decode(entries[0]!.content as Uint8Array);
    expect(readme).toContain('the account ada@example.com');
    expect(readme).toContain('cards/  (cards): 1 cards, 0 likes');
    expect(readme).toContain('print/  (print orders): nothing');
    const file = entries.at(-1)!;
    expect(file.stored).toBe(true);
    await (file.content as () => Promise<Readable>)();
    expect(asked).toEqual(['m1']);
  });

  it('says a download without an account is for this browser', () => {
    const [readme] = exportEntries(
      { account: null, ownerIds: ['v'] },
      parts,
      async () => Readable.from([]),
      now,
    );
    expect(new TextDecoder().decode(readme!.content as Uint8Array)).toContain(
      'this browser (not signed in)',
    );
  });
});

describe('exportFileName and skippedNote', () => {
  it('names the ZIP by the day and adds a note only when files were left out', () => {
    expect(exportFileName(now)).toBe('cardsmith-data-2026-11-28.zip');
    expect(skippedNote([])).toEqual([]);
    const [note] = skippedNote([{ name: 'media/files/x.png', reason: '404' }]);
    expect(new TextDecoder().decode(note!.content as Uint8Array)).toContain('- media/files/x.png');
  });
});
