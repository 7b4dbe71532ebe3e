import { Resvg } from '@resvg/resvg-js';

/**
 * SVG to PNG with the signature of card-render's `svgToPng`. Artwork draws no text, so no fonts
 * are loaded, which keeps a 1024 px render well under the latency budget.
 */
export function svgToPng(svg: string, options: { width: number }): Buffer {
  return render(svg, options.width).asPng();
}

/** Raw RGBA pixels, for measuring what a picture shows. */
export function svgToPixels(svg: string, width: number): Uint8Array {
  return render(svg, width).pixels;
}

function render(svg: string, width: number) {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
    // Texture tiles are drawn at 1:1, so the fast image filter loses nothing.
    imageRendering: 1,
  }).render();
}
