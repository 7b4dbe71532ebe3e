/**
 * Everything user-controlled passes through here before it reaches the SVG, because the SVG is
 * inlined into pages and shared by link: text must stay text, and links may only load images.
 */

/** Characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/U+FFFF). */
const INVALID_XML_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Drops characters no XML parser accepts, so hostile input cannot make the document unreadable. */
export function stripInvalidXmlChars(value: string): string {
  return value.replace(INVALID_XML_CHARS, '');
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Escapes a value for element content or a double-quoted attribute. */
export function escapeXml(value: string): string {
  return stripInvalidXmlChars(value).replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);
}

/** A #rrggbb colour (lower-cased), or the fallback for anything else. */
export function safeColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)
    ? value.toLowerCase()
    : fallback;
}

const DATA_IMAGE = /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Keeps http(s) URLs, root-relative paths and base64 raster/SVG data URIs; anything else
 * (javascript:, protocol-relative //host, other data: types) is dropped.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001F]/.test(href)) return null;
  if (/^https?:\/\/[^/\s]/i.test(href)) return href;
  if (/^\/(?![/\\])/.test(href)) return href;
  return DATA_IMAGE.test(href) ? href : null;
}

/** A finite number within [min, max], or the fallback. */
export function safeNumber(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
}

/** Formats a coordinate compactly and stably (two decimals at most). */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}
