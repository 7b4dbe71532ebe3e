const MEDIA_PATH = /^\/api\/media\/([A-Za-z0-9_-]{10,64})$/;

/**
 * The media id an image link points to when it is one of ours (a `/api/media/{id}` path,
 * relative or on our public origin); null for every other link, which the server never fetches.
 */
export function ourMediaId(href: string, publicOrigin: string): string | null {
  let path = href;
  if (/^https?:\/\//i.test(href)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return null;
    }
    if (url.origin !== new URL(publicOrigin).origin || url.search || url.hash) return null;
    path = url.pathname;
  }
  return MEDIA_PATH.exec(path)?.[1] ?? null;
}
