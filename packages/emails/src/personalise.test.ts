import { describe, expect, it } from 'vitest';
import { escapeHtml, fillIn, placeholders } from './personalise.js';

const FIELDS = ['recipientName', 'personalMessage', 'cardUrl'];
const values = {
  recipientName: 'Zoë <O’Brien> & co',
  personalMessage: 'Line one\n"quoted" line two',
  cardUrl: 'https://cards.example/cards/c1?delivery=a&b',
};

describe('fillIn', () => {
  it('escapes every value for HTML, in text and in attributes', () => {
    const stand = placeholders(FIELDS);
    const rendered = `<h1>Hi ${stand.recipientName}</h1><a href="${stand.cardUrl}">x</a><p>${stand.personalMessage}</p>`;
    expect(fillIn(rendered, stand, values, escapeHtml)).toBe(
      '<h1>Hi Zoë &lt;O’Brien&gt; &amp; co</h1>' +
        '<a href="https://cards.example/cards/c1?delivery=a&amp;b">x</a>' +
        '<p>Line one\n&quot;quoted&quot; line two</p>',
    );
  });

  it('puts values in as they are for plain text, matching upper-cased stand-ins too', () => {
    const stand = placeholders(FIELDS);
    const rendered = `HI ${stand.recipientName!.toUpperCase()}\n${stand.cardUrl}`;
    expect(fillIn(rendered, stand, values, (v) => v)).toBe(
      `HI ${values.recipientName}\n${values.cardUrl}`,
    );
  });

  it('never replaces a stand-in that arrives inside a value', () => {
    const stand = placeholders(FIELDS);
    const sneaky = { ...values, personalMessage: `${stand.cardUrl} and ${stand.recipientName}` };
    const filled = fillIn(`${stand.personalMessage}|${stand.cardUrl}`, stand, sneaky, (v) => v);
    expect(filled).toBe(`${stand.cardUrl} and ${stand.recipientName}|${values.cardUrl}`);
  });

  it('makes fresh stand-ins each time, of letters and digits only', () => {
    expect(placeholders(FIELDS).cardUrl).not.toBe(placeholders(FIELDS).cardUrl);
    expect(Object.values(placeholders(FIELDS)).join('')).toMatch(/^[a-z0-9]+$/);
  });
});
