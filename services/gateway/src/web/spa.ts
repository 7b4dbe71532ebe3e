import path from 'node:path';

/** Paths the SPA never answers, even for a browser navigation. */
const RESERVED = ['/api', '/ws', '/healthz', '/readyz'];

export function isReservedPath(urlPath: string): boolean {
  return RESERVED.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
}

/**
 * A page the SPA's router answers (including its own not-found screen): any browser navigation,
 * and also a page-like path (no file extension) asked for by a client that sends no or a generic
 * Accept — link unfurlers and curl — unless it asks for JSON. Missing files stay a 404.
 */
export function wantsSpa(method: string, urlPath: string, accept: string | undefined): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || isReservedPath(urlPath)) return false;
  const header = accept ?? '';
  if (header.includes('text/html')) return true;
  const looksLikePage = !urlPath.startsWith('/assets/') && !/\.[A-Za-z0-9]+$/.test(urlPath);
  return looksLikePage && !header.includes('application/json');
}

/** Vite fingerprints everything under assets/, so those never change; the rest must revalidate. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file a URL path names inside the build, as a path relative to it, or null when the path
 * leaves the folder, names a dotfile or cannot be decoded.
 */
export function relativeAssetPath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return null;
  // Any dot-leading segment: `..` would leave the folder, `.env`-like files are private.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const relative = path.posix.normalize(decoded).slice(1);
  return relative === '' ? null : relative;
}
