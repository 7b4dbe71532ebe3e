import {
  ACCOUNT_DATA_PART_LABELS,
  ACCOUNT_DATA_PARTS,
  type ApiErrorBody,
  type EraseAccountResult,
} from '@cardsmith/contracts';
import { saveBlob } from '../../lib/download.js';

const FALLBACK = 'Cardsmith did not answer. Check your connection and try again.';

/** The file name the server gave the download (`attachment; filename="…"`), or ours. */
export function attachmentName(disposition: string | null): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? 'cardsmith-data.zip';
}

/**
 * Downloads everything the platform holds for this browser's visitor or account as a ZIP and
 * hands it to the browser's downloads. Throws an Error carrying the server's sentence.
 */
export async function downloadAccountData(): Promise<{ fileName: string; bytes: number }> {
  const response = await fetch('/api/account/export', { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new Error(body?.message ?? FALLBACK);
  }
  const blob = await response.blob();
  const fileName = attachmentName(response.headers.get('content-disposition'));
  saveBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What a deletion removed, in sentences a person reads ("3 cards", "1 print order kept…"). */
export function erasureSummary(result: EraseAccountResult): string[] {
  const count = (part: string, kind: string) => result.parts[part]?.[kind] ?? 0;
  const lines = [
    `${plural(count('cards', 'cards'), 'card')} and ${plural(count('cards', 'frames'), 'custom frame')} deleted, with their likes, views and shares.`,
    `${plural(count('media', 'files'), 'uploaded or recorded file')} deleted.`,
    `${plural(count('scheduler', 'deliveries'), 'delivery', 'deliveries')} deleted.`,
  ];
  const cancelled = count('scheduler', 'cancelledDeliveries');
  if (cancelled > 0) {
    lines.push(
      `${plural(cancelled, 'pending delivery', 'pending deliveries')} cancelled first, so ${cancelled === 1 ? 'it' : 'they'} will not be sent.`,
    );
  }
  const orders = count('print', 'anonymisedOrders');
  if (orders > 0) {
    lines.push(
      `${plural(orders, 'print order')} kept for accounting, with your name, address and email removed.`,
    );
  }
  if (result.parts.account) lines.push('Your account is closed and every device is signed out.');
  return lines;
}

/** Parts a deletion goes through, as the page lists them while it works. */
export const ERASE_STEPS = ACCOUNT_DATA_PARTS.map((part) => ACCOUNT_DATA_PART_LABELS[part]);
