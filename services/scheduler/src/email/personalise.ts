import { randomBytes } from 'node:crypto';

/** The per-recipient parts of a card email. */
export const PERSONAL_FIELDS = ['recipientName', 'personalMessage', 'cardUrl'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalValues = Record<PersonalField, string>;

/**
 * Stand-ins rendered into the shared template in place of the per-recipient parts. The random
 * part is fresh per process, so no card title or message can contain one by accident or on
 * purpose; letters and digits only, so HTML escaping leaves them as they are.
 */
export function placeholders(): PersonalValues {
  const nonce = randomBytes(9).toString('hex');
  return {
    recipientName: `cs${nonce}recipientname`,
    personalMessage: `cs${nonce}personalmessage`,
    cardUrl: `cs${nonce}cardurl`,
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Text made safe inside HTML text and quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * Puts a recipient's values into a rendered template in one pass, so a value that looks like a
 * stand-in is never replaced again. Matching ignores case: the plain-text part upper-cases
 * headings. `escape` makes each value safe for the template's format (HTML or plain text).
 */
export function fillIn(
  template: string,
  stand: PersonalValues,
  values: PersonalValues,
  escape: (value: string) => string,
): string {
  const byStandIn = new Map(
    PERSONAL_FIELDS.map((field) => [stand[field].toLowerCase(), escape(values[field])]),
  );
  const pattern = new RegExp(PERSONAL_FIELDS.map((field) => stand[field]).join('|'), 'gi');
  return template.replace(pattern, (found) => byStandIn.get(found.toLowerCase())!);
}
