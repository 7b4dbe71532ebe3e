import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const { window } = new JSDOM('');
const purify = createDOMPurify(window);

/** Only references that stay inside the file: `#id` fragments and embedded raster images. */
export function isSafeHref(value: string): boolean {
  const href = value.trim();
  return (
    /^#[\w.:-]+$/.test(href) ||
    /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(href)
  );
}

/**
 * CSS may reach the network through url(), @import and image-set(); escapes could spell those
 * in ways a pattern misses, so CSS containing any is dropped rather than parsed.
 */
export function sanitizeCss(css: string): string {
  if (/\\|image-set|expression\s*\(|behavior\s*:|-moz-binding/i.test(css)) return '';
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (match, _quote: string, target: string) =>
      target.trim().startsWith('#') ? match : 'none',
    );
}

function hasExternalUrl(value: string): boolean {
  return /url\s*\(/i.test(value) && sanitizeCss(value) !== value;
}

purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style') node.textContent = sanitizeCss(node.textContent ?? '');
});

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName;
  if (name === 'href' || name === 'xlink:href') {
    if (!isSafeHref(data.attrValue)) data.keepAttr = false;
  } else if (name === 'style') {
    data.attrValue = sanitizeCss(data.attrValue);
  } else if (hasExternalUrl(data.attrValue)) {
    data.keepAttr = false;
  }
});

/**
 * Parses text as an SVG document and returns it with everything active or external removed:
 * scripts, event handlers, foreignObject, links out of the file and CSS fetches. Null when the
 * text is not an SVG document.
 */
export function sanitizeSvg(text: string): string | null {
  // Internal DTD subsets can define entities that expand enormously; real frames never need one.
  if (/<!ENTITY/i.test(text)) return null;
  let document: Document;
  try {
    document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  } catch {
    return null;
  }
  const root = document.documentElement;
  if (
    !root ||
    root.localName !== 'svg' ||
    root.namespaceURI !== SVG_NS ||
    document.getElementsByTagName('parsererror').length > 0
  ) {
    return null;
  }
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'script'],
  });
  return new window.XMLSerializer().serializeToString(root);
}
