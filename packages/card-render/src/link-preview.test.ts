import type { CardRenderData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { renderLinkPreviewSvg } from './link-preview.js';

const card = {
  title: 'Card',
  backgroundColor: '#123456',
  textFont: 'Arial',
  textSize: 'medium',
  cardMessage: 'Inside, never on the front',
  elements: [{ id: 't', type: 'text', content: 'Hello', position: { x: 250, y: 100 } }],
  frameId: null,
} as CardRenderData;

describe('renderLinkPreviewSvg', () => {
  const svg = renderLinkPreviewSvg(card, {});

  it('is a 1200×630 document', () => {
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
  });

  it('places the whole front, 400×560, in the middle over a blurred copy of it', () => {
    expect(svg).toContain('<svg x="400" y="35" width="400" height="560" viewBox="0 0 500 700">');
    expect(svg.match(/Hello/g)).toHaveLength(2);
    expect(svg.match(/fill="#123456"/g)).toHaveLength(2);
    expect(svg).toContain('filter="url(#link-preview-backdrop)"');
  });

  it('keeps the message inside the card off the preview', () => {
    expect(svg).not.toContain('Inside, never on the front');
  });
});
