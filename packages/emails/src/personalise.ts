import { randomBytes } from 'node:crypto';

/**
 * Stand-ins rendered into a shared render in place of the per-recipient values. The random part
 * is fresh per render, so no card title or message can contain one by accident or on purpose;
 * letters and digits only, so HTML escaping leaves them as they are.
 */
export function placeholders(fields: readonly string[]): Record<string, string> {
  const nonce = randomBytes(9).toString('hex');
  return Object.fromEntries(fields.map((field) => [field, `cs${nonce}${field.toLowerCase()}`]));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Text made safe inside HTML text and quoted attribute values, escaped as React escapes it. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * Puts a recipient's values into a shared render in one pass, so a value that looks like a
 * stand-in is never replaced again. Matching ignores case: the plain-text part upper-cases
 * headings. `escape` makes each value safe for the render's format (HTML or plain text).
 */
export function fillIn(
  rendered: string,
  stand: Record<string, string>,
  values: Record<string, string>,
  escape: (value: string) => string,
): string {
  const fields = Object.keys(stand);
  const byStandIn = new Map(
    fields.map((field) => [stand[field]!.toLowerCase(), escape(values[field] ?? '')]),
  );
  const pattern = new RegExp(fields.map((field) => stand[field]).join('|'), 'gi');
  return rendered.replace(pattern, (found) => byStandIn.get(found.toLowerCase())!);
}
