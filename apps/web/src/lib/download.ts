import { throwIfNotOk } from './query-client.js';

/** Downloads the server's PNG of a saved card, drawn by the same renderer as the preview. */
export async function downloadCardPng(card: { id: string; version: number; title: string }) {
  const response = await fetch(
    `/api/cards/${encodeURIComponent(card.id)}/preview.png?side=front&width=1000&v=${card.version}`,
    { credentials: 'include' },
  );
  await throwIfNotOk(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${card.title.replace(/[^\w-]+/g, '-').toLowerCase() || 'card'}.png`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands a blob made in the page to the browser's downloads under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
