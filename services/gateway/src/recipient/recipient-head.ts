import {
  CARD_CATEGORIES,
  LINK_PREVIEW_SIZE,
  OCCASIONS,
  cardLink,
  cardLinkPreviewPath,
  type Card,
} from '@cardsmith/contracts';

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const SITE_NAME = 'Cardsmith';

function occasionName(category: string): string {
  const named = CARD_CATEGORIES.find((c) => c.id === category)?.name;
  if (named) return named;
  if ((OCCASIONS as readonly string[]).includes(category) && category !== 'other') {
    return category
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
  }
  return 'greeting';
}

/**
 * The description keeps the message inside a surprise: a link preview in a group chat shows the
 * title and the front only, as an envelope would.
 */
export function cardDescription(card: Pick<Card, 'category'>): string {
  const occasion = occasionName(card.category);
  const article = /^[AEIOU]/.test(occasion) ? 'An' : 'A';
  return `${article} ${occasion} card made for you on ${SITE_NAME}. Open it to read the message inside.`;
}

export interface HeadInfo {
  title: string;
  tags: string;
}

/** The `<head>` tags that make a card link unfurl in messengers and social networks. */
export function cardHead(
  card: Pick<Card, 'id' | 'title' | 'category' | 'version'>,
  publicOrigin: string,
): HeadInfo {
  const origin = new URL(publicOrigin).origin;
  const url = cardLink(origin, card.id);
  // The version makes networks that cache images by URL fetch the card again after an edit.
  // The image is the 1.91:1 link preview, not the portrait front, which networks would crop.
  const image = `${origin}${cardLinkPreviewPath(card.id)}?v=${card.version}`;
  const title = card.title;
  const description = cardDescription(card);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(LINK_PREVIEW_SIZE.width)),
    meta('property', 'og:image:height', String(LINK_PREVIEW_SIZE.height)),
    meta('property', 'og:image:alt', `The front of the card “${title}”`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
  return { title: `${title} – ${SITE_NAME}`, tags };
}

export const NOT_FOUND_HEAD: HeadInfo = {
  title: `Card not found – ${SITE_NAME}`,
  tags: '<meta name="robots" content="noindex" />',
};

/**
 * Puts the head into the built index.html: the title replaced, the page's generic description
 * removed (the card's own takes its place), the tags added before `</head>`.
 */
export function injectHead(indexHtml: string, head: HeadInfo): string {
  const withoutDescription = indexHtml.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutDescription)
    ? withoutDescription.replace(
        /<title>[\s\S]*?<\/title>/i,
        () => `<title>${escapeHtml(head.title)}</title>`,
      )
    : withoutDescription.replace(
        /<\/head>/i,
        () => `<title>${escapeHtml(head.title)}</title>\n</head>`,
      );
  return titled.replace(/<\/head>/i, () => `  ${head.tags}\n  </head>`);
}
