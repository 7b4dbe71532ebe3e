import { describe, expect, it } from 'vitest';
import {
  cardDescription,
  cardHead,
  escapeHtml,
  injectHead,
  NOT_FOUND_HEAD,
} from './recipient-head.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Cardsmith: design a card."
    />
    <title>Cardsmith – greeting cards in about a minute</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const card = {
  id: 'abcdefghijklmnopqrstuv',
  title: 'For Sam',
  category: 'birthday',
  version: 3,
} as const;

describe('cardHead', () => {
  it('names the card, its absolute 1200×630 link preview and its link on the public origin', () => {
    const html = injectHead(INDEX, cardHead(card, 'https://cards.example/'));
    expect(html).toContain('<title>For Sam – Cardsmith</title>');
    expect(html).toContain('<meta property="og:title" content="For Sam" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://cards.example/api/cards/abcdefghijklmnopqrstuv/link-preview.png?v=3" />',
    );
    expect(html).toContain(
      '<meta name="twitter:image" content="https://cards.example/api/cards/abcdefghijklmnopqrstuv/link-preview.png?v=3" />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://cards.example/cards/abcdefghijklmnopqrstuv" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta property="og:description" content="A Birthday card made for you on Cardsmith. Open it to read the message inside." />',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Cardsmith: design a card.');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes what the card’s maker typed', () => {
    const evil = { ...card, title: '"/><script>alert(1)</script>&' };
    const html = injectHead(INDEX, cardHead(evil, 'https://cards.example'));
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<meta property="og:title" content="&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;" />',
    );
    expect(html).toContain(
      '<title>&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp; – Cardsmith</title>',
    );
  });

  it('is not fooled by replacement patterns in the title', () => {
    const html = injectHead(INDEX, cardHead({ ...card, title: "$& $' $`" }, 'https://x.example'));
    expect(html).toContain('<title>$&amp; $&#39; $` – Cardsmith</title>');
  });
});

describe('cardDescription', () => {
  it('names the occasion without giving away the message', () => {
    expect(cardDescription({ category: 'anniversary' })).toBe(
      'An Anniversary card made for you on Cardsmith. Open it to read the message inside.',
    );
    expect(cardDescription({ category: 'get-well' })).toMatch(/^A Get Well card/);
    expect(cardDescription({ category: 'other' })).toMatch(/^A greeting card/);
  });
});

describe('escapeHtml and the not-found head', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('keeps a missing card out of search engines', () => {
    const html = injectHead(INDEX, NOT_FOUND_HEAD);
    expect(html).toContain('<title>Card not found – Cardsmith</title>');
    expect(html).toContain('noindex');
  });
});
