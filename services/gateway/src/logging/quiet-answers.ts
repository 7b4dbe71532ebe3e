import { pathOf } from '../routing/routing-table.js';

const PREVIEW_PATH = /^\/api\/cards\/[^/]+\/preview\.png$/;

/**
 * Successful reads of the web build's fingerprinted files and of card previews: most of the
 * gateway's requests, each a line that says nothing an error or a page view would not. They are
 * logged at debug; everything else, and any of these that fails, at info or above.
 */
export function isQuietAnswer(method: string, url: string, statusCode: number): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || statusCode >= 400) return false;
  const path = pathOf(url);
  return path.startsWith('/assets/') || PREVIEW_PATH.test(path);
}
