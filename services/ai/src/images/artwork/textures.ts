import { svgToPng } from '@cardsmith/card-render/node';

const TILE = 256;

/**
 * Paper grain and brush texture, made once with SVG turbulence filters and then tiled: a filter
 * over the whole 1024 px canvas costs ~0.5–1 s in resvg, a tiled 256 px image almost nothing.
 */
const SOURCES = {
  grain: `<feTurbulence type="fractalNoise" baseFrequency="0.11" numOctaves="3" seed="7" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0.32  0 0 0 0 0.26  0 0 0 0 0.2  0 0 0 -1.6 1.05"/>`,
  brush: `<feTurbulence type="fractalNoise" baseFrequency="0.012 0.16" numOctaves="3" seed="3" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0.12  0 0 0 0 0.08  0 0 0 0 0.04  0 0 0 -2.2 1.25"/>`,
} as const;
export type TextureTile = keyof typeof SOURCES;

const cache = new Map<TextureTile, Promise<string>>();

export function textureHref(tile: TextureTile): Promise<string> {
  let href = cache.get(tile);
  if (!href) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}"><filter id="t" x="0" y="0" width="1" height="1" filterUnits="userSpaceOnUse">${SOURCES[tile]}</filter><rect width="${TILE}" height="${TILE}" filter="url(#t)"/></svg>`;
    href = svgToPng(svg, { width: TILE }).then(
      (png) => `data:image/png;base64,${png.toString('base64')}`,
    );
    cache.set(tile, href);
  }
  return href;
}

export async function texturePattern(tile: TextureTile, id: string): Promise<string> {
  return `<pattern id="${id}" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"><image href="${await textureHref(tile)}" width="${TILE}" height="${TILE}"/></pattern>`;
}
