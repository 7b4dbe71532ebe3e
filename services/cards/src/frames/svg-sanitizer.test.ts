import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeCss, sanitizeSvg } from './svg-sanitizer.js';

const wrap = (body: string, rootAttrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 500 700"${rootAttrs}>${body}</svg>`;

function clean(body: string, rootAttrs = ''): string {
  const result = sanitizeSvg(wrap(body, rootAttrs));
  expect(result).not.toBeNull();
  return result!;
}

describe('sanitizeSvg: hostile content is removed', () => {
  it('drops <script> elements', () => {
    const out = clean('<script>alert(1)</script><rect width="10" height="10"/>');
    expect(out).not.toMatch(/script|alert/);
    expect(out).toContain('<rect');
  });

  it('drops event handler attributes', () => {
    const out = clean('<rect onclick="alert(1)" width="1" height="1"/>', ' onload="alert(1)"');
    expect(out).not.toMatch(/onload|onclick|alert/);
  });

  it('drops external xlink:href and href, on images and <use>', () => {
    const out = clean(
      '<image xlink:href="http://evil.example/a.png" width="1" height="1"/>' +
        '<use href="https://evil.example/sprite.svg#star"/>' +
        '<use xlink:href="//evil.example/x.svg#a"/>',
    );
    expect(out).not.toContain('evil.example');
  });

  it('drops <foreignObject> and its HTML', () => {
    const out = clean('<foreignObject width="10" height="10"><div>hi</div></foreignObject>');
    expect(out).not.toMatch(/foreignObject|<div/i);
  });

  it('neutralises url(http…) in style attributes and <style> elements', () => {
    const out = clean(
      '<style>.a { fill: url(http://evil.example/x); } @import url("https://evil.example/x.css");</style>' +
        '<rect class="a" style="fill: url(\'https://evil.example/y\')" width="1" height="1"/>',
    );
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('@import');
  });

  it('drops presentation attributes pointing outside the file', () => {
    const out = clean('<rect fill="url(https://evil.example/p#g)" width="1" height="1"/>');
    expect(out).not.toContain('evil.example');
  });

  it('drops javascript: links', () => {
    const out = clean('<a href="javascript:alert(1)"><text>x</text></a>');
    expect(out).not.toContain('javascript');
  });

  it('refuses documents that define entities', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]>${wrap('<text>&b;</text>')}`;
    expect(sanitizeSvg(bomb)).toBeNull();
  });
});

describe('sanitizeSvg: the drawing survives', () => {
  it('keeps gradients, fragment references, <use> of local ids and embedded PNGs', () => {
    const out = clean(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient>' +
        '<path id="leaf" d="M0 0 L10 10"/></defs>' +
        '<rect fill="url(#g)" style="stroke: url(#g)" width="10" height="10"/>' +
        '<use href="#leaf" x="5"/><use xlink:href="#leaf" x="9"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
    );
    expect(out).toContain('linearGradient');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('stroke: url(#g)');
    expect(out).toContain('href="#leaf"');
    expect(out).toContain('xlink:href="#leaf"');
    expect(out).toContain('data:image/png;base64');
    expect(out).toContain('viewBox="0 0 500 700"');
  });

  it('accepts an XML prolog and an external DOCTYPE', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${wrap('<circle r="4"/>')}`;
    expect(sanitizeSvg(text)).toContain('<circle');
  });
});

describe('sanitizeSvg: not an SVG', () => {
  it.each([
    ['HTML', '<html><body>hi</body></html>'],
    ['an SVG without its namespace', '<svg viewBox="0 0 1 1"></svg>'],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
    ['plain text', 'hello'],
  ])('returns null for %s', (_label, text) => {
    expect(sanitizeSvg(text)).toBeNull();
  });
});

describe('helpers', () => {
  it('isSafeHref allows fragments and raster data only', () => {
    expect(isSafeHref('#a')).toBe(true);
    expect(isSafeHref('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeHref('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(isSafeHref('data:text/html;base64,AAAA')).toBe(false);
    expect(isSafeHref('https://a.example/x.png')).toBe(false);
    expect(isSafeHref('/api/media/x')).toBe(false);
  });

  it('sanitizeCss drops escaped CSS entirely and keeps fragment urls', () => {
    expect(sanitizeCss('fill: \\75 rl(http://x)')).toBe('');
    expect(sanitizeCss('fill: url(#a); stroke: url(http://x)')).toBe('fill: url(#a); stroke: none');
  });
});
