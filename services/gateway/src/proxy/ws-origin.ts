/**
 * A browser opening the collaboration socket must do so from a page of this product: either
 * the public origin or the origin it reached us at (the Vite dev server keeps the Host header).
 * Clients without an Origin header are not browsers and carry no ambient cookie risk.
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicOrigin: string,
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return parsed.origin === new URL(publicOrigin).origin || (!!host && parsed.host === host);
}
