import type { Readable } from 'node:stream';
import {
  ACCOUNT_DATA_PART_LABELS,
  ACCOUNT_DATA_PARTS,
  type AccountDataExport,
  type AccountDataPart,
} from '@cardsmith/contracts';
import type { SkippedEntry, ZipEntry } from './account-zip.js';

export interface ExportSubject {
  /** The signed-in account, or null for a visitor who never signed in. */
  account: { id: string; email: string; createdAt: Date } | null;
  ownerIds: readonly string[];
}

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

/** `cardsmith-data-2026-11-28.zip` */
export function exportFileName(now: Date): string {
  return `cardsmith-data-${now.toISOString().slice(0, 10)}.zip`;
}

function readme(
  subject: ExportSubject,
  parts: Record<AccountDataPart, AccountDataExport>,
  now: Date,
) {
  const lines = [
    'Your Cardsmith data',
    '===================',
    '',
    `Downloaded ${now.toISOString()} for ${subject.account ? `the account ${subject.account.email}` : 'this browser (not signed in)'}.`,
    '',
    'Each folder is one part of Cardsmith; each .json file in it is a list of records, and',
    'media/files/ holds the files you uploaded, recorded or had made, as they are stored.',
    '',
  ];
  for (const part of ACCOUNT_DATA_PARTS) {
    const counts = Object.entries(parts[part].records)
      .map(([name, records]) => `${records.length} ${name}`)
      .join(', ');
    lines.push(`${part}/  (${ACCOUNT_DATA_PART_LABELS[part]}): ${counts || 'nothing'}`);
  }
  lines.push('', 'account.json: who this download is for.', '');
  return encoder.encode(lines.join('\n'));
}

/**
 * The ZIP's entries: a README, the account, one JSON file per kind of record of each part
 * (`cards/cards.json`), then the stored files under `media/` (streamed from the media service by
 * `readFile`). Deterministic order, so two downloads of the same data list the same way.
 */
export function exportEntries(
  subject: ExportSubject,
  parts: Record<AccountDataPart, AccountDataExport>,
  readFile: (mediaId: string) => Promise<Readable>,
  now: Date,
): ZipEntry[] {
  const entries: ZipEntry[] = [
    { name: 'README.txt', content: readme(subject, parts, now) },
    {
      name: 'account.json',
      content: json({
        account: subject.account,
        ownerIds: subject.ownerIds,
        exportedAt: now.toISOString(),
      }),
    },
  ];
  for (const part of ACCOUNT_DATA_PARTS) {
    for (const [name, records] of Object.entries(parts[part].records).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      entries.push({ name: `${part}/${name}.json`, content: json(records) });
    }
  }
  for (const part of ACCOUNT_DATA_PARTS) {
    for (const file of parts[part].files) {
      entries.push({
        name: `${part}/${file.name}`,
        content: () => readFile(file.mediaId),
        stored: true,
      });
    }
  }
  return entries;
}

/** A note inside the ZIP naming the files that could not be read, when there are some. */
export function skippedNote(skipped: SkippedEntry[]): ZipEntry[] {
  if (skipped.length === 0) return [];
  const lines = [
    'These files could not be read when this download was made. Download your data again later',
    'to get them:',
    '',
    ...skipped.map((entry) => `- ${entry.name}`),
    '',
  ];
  return [{ name: 'MISSING-FILES.txt', content: encoder.encode(lines.join('\n')) }];
}
