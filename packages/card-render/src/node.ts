import './resvg-allocator.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { MEDIA_IMAGE_MAX_PIXELS } from '@cardsmith/contracts';
import { Resvg } from '@resvg/resvg-js';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { EMOJI_PATH } from './emoji.js';
import { drawnImageBoxes, reducedSize, type DrawnBox, type PixelSize } from './image-scale.js';
import { FONT_FACES, SCRIPT_FACES, SCRIPT_SOURCES, type FontFace, type Script } from './fonts.js';
import { deflatedRgbScanlinesOverWhite, encodePng } from './png.js';

export { encodePng };

const require = createRequire(import.meta.url);

// sharp only brings a picture down to the size it is drawn at, once per render. libvips' cache of
// decoded images (50 MB by default) and its thread per core would keep the decoded photos of
// past renders resident in every render thread; the next render decodes its own pictures anyway.
// With glibc's settings (scripts/services.mjs) this took what a cards process keeps after 10
// heavy previews from 194 MB to 30 MB (bench/render-memory).
sharp.cache(false);
sharp.concurrency(1);

const DEFAULT_FAMILY = 'Poppins';

interface ShippedFace {
  family: string;
  path: string;
  weight: 400 | 700;
  script: Script | undefined;
}

let cachedFaces: ShippedFace[] | undefined;

function shippedFaces(): ShippedFace[] {
  const faces: readonly (FontFace & { script?: Script })[] = [...FONT_FACES, ...SCRIPT_FACES];
  cachedFaces ??= faces.map((face) => ({
    family: face.family.toLowerCase(),
    path: require.resolve(face.file),
    weight: face.weight,
    script: face.script,
  }));
  return cachedFaces;
}

/** Characters of each script, to find text (in a template's art, say) that names no family. */
const SCRIPT_CHARS = Object.fromEntries(
  Object.entries(SCRIPT_SOURCES).map(([script, { ranges }]) => {
    const hex = (code: number) => code.toString(16);
    const classes = ranges.map(([from, to]) => `\\u{${hex(from)}}-\\u{${hex(to)}}`).join('');
    return [script, new RegExp(`[${classes}]`, 'u')];
  }),
) as Record<Script, RegExp>;

const BOLD = /bold|font-weight\s*[=:]\s*["']?[6-9]00/;

/** Absolute paths of every shipped TTF, resolved once per process. */
export function fontFiles(): string[] {
  return [...new Set(shippedFaces().map((face) => face.path))];
}

/**
 * The shipped faces of the families an SVG names, plus the default family, plus the Noto font
 * of each script its text uses (its bold face only when something is bold: a CJK face is 10 MB).
 * resvg parses every file it is given on each render, and a card uses one or two of the eight
 * families and seldom any other script.
 */
export function fontFilesFor(svg: string): string[] {
  const text = svg.toLowerCase();
  const bold = BOLD.test(text);
  const wanted = (face: ShippedFace) => {
    if (face.script) {
      return (
        (face.weight === 400 || bold) &&
        (text.includes(`'${face.family}'`) || SCRIPT_CHARS[face.script].test(svg))
      );
    }
    return face.family === DEFAULT_FAMILY.toLowerCase() || text.includes(face.family);
  };
  // Greek and Cyrillic share Noto Sans: each file once.
  return [
    ...new Set(
      shippedFaces()
        .filter(wanted)
        .map((face) => face.path),
    ),
  ];
}

/** An emoji picture's link as renderCardSvg writes it, with its Twemoji file name. */
const EMOJI_HREF = new RegExp(`(\\shref=")${EMOJI_PATH}([0-9a-f]+(?:-[0-9a-f]+)*)\\.svg"`, 'g');

let twemojiDir: string | undefined;
const emojiDataUris = new Map<string, string | null>();

/** A Twemoji file as a data URI (cached: a card repeats its emoji), or null if there is none. */
function emojiDataUri(name: string): string | null {
  twemojiDir ??= dirname(require.resolve('@twemoji/svg/package.json'));
  let uri = emojiDataUris.get(name);
  if (uri === undefined) {
    try {
      const file = readFileSync(join(twemojiDir, `${name}.svg`));
      uri = `data:image/svg+xml;base64,${file.toString('base64')}`;
    } catch {
      uri = null;
    }
    emojiDataUris.set(name, uri);
  }
  return uri;
}

/**
 * Emoji pictures link to the web app's copy of the Twemoji files; the server draws the same
 * files from the package. An emoji Twemoji lacks keeps its local link, which is then emptied.
 */
export function withEmojiPictures(svg: string): string {
  return svg.replace(EMOJI_HREF, (link, attribute: string, name: string) => {
    const uri = emojiDataUri(name);
    return uri ? `${attribute}${uri}"` : link;
  });
}

export interface SvgToPngOptions {
  /** Output width in px; the height follows the SVG's aspect ratio. */
  width: number;
  /**
   * Fetches an image the SVG links to; null (or a throw) leaves that image out, as does an image
   * above MEDIA_IMAGE_MAX_PIXELS.
   */
  loadImage?: (href: string) => Promise<Buffer | null>;
}

async function loadQuietly(
  loadImage: NonNullable<SvgToPngOptions['loadImage']>,
  href: string,
): Promise<Buffer | null> {
  try {
    return await loadImage(href);
  } catch {
    return null;
  }
}

/**
 * Whether an image's header states a size resvg may decode. Uploads are checked already; this
 * also guards images stored before that check and any other source, since a 32 KB file can
 * decode to a gigabyte.
 */
export function isDrawableImage(bytes: Buffer, maxPixels = MEDIA_IMAGE_MAX_PIXELS): boolean {
  const size = imageSizeOf(bytes);
  return size !== null && size.width * size.height <= maxPixels;
}

function imageSizeOf(bytes: Buffer): PixelSize | null {
  try {
    // A copy of its own: image-size's DataView spans the whole underlying ArrayBuffer, so a
    // cut-off header in a pooled Buffer would read its neighbour's bytes as the size.
    const { width, height } = imageSize(new Uint8Array(bytes));
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * The picture reduced to the size it is drawn at (image-scale.ts says why), area-averaged as
 * Chromium's mipmaps are, or as it is when it is drawn at its own size or larger. The PNG is
 * stored uncompressed: resvg decodes it at once and nothing keeps it.
 */
async function atDrawnSize(bytes: Buffer, box: DrawnBox | undefined): Promise<Buffer> {
  const intrinsic = imageSizeOf(bytes);
  const target = intrinsic && box ? reducedSize(intrinsic, box) : null;
  if (!target) return bytes;
  return sharp(bytes)
    .resize(target.width, target.height, { fit: 'fill', kernel: 'linear' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Any href that is not a web URL, a data URI or an in-document reference. */
const LOCAL_HREF =
  /(\s(?:xlink:)?href\s*=\s*)(?:"(?!https?:\/\/|data:|#)[^"]*"|'(?!https?:\/\/|data:|#)[^']*')/gi;

/**
 * resvg reads any other href straight from the local filesystem (a card image of `/dev/zero`
 * would hang the process), so such links are emptied: root-relative paths must be made
 * absolute with renderCardSvg's resolveHref to be drawn.
 */
export function withoutLocalHrefs(svg: string): string {
  return svg.replace(LOCAL_HREF, '$1""');
}

async function renderSvg(svg: string, options: SvgToPngOptions) {
  if (!(Number.isFinite(options.width) && options.width >= 1)) {
    throw new RangeError('svgToPng needs a width of at least 1 px.');
  }
  const resvg = new Resvg(withoutLocalHrefs(withEmojiPictures(svg)), {
    font: {
      fontFiles: fontFilesFor(svg),
      loadSystemFonts: false,
      defaultFontFamily: DEFAULT_FAMILY,
    },
    fitTo: { mode: 'width', value: Math.round(options.width) },
  });
  const { loadImage } = options;
  if (loadImage) {
    const hrefs = resvg.imagesToResolve();
    const boxes = drawnImageBoxes(svg, Math.round(options.width));
    const images = await Promise.all(
      hrefs.map(async (href) => {
        const image = await loadQuietly(loadImage, href);
        if (!image || !isDrawableImage(image)) return null;
        return atDrawnSize(image, boxes.get(href)).catch(() => null);
      }),
    );
    hrefs.forEach((href, i) => {
      const image = images[i];
      if (!image) return;
      try {
        resvg.resolveImage(href, image);
      } catch {
        // An undecodable image is left out like a missing one.
      }
    });
  }
  const image = resvg.render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/**
 * Rasterises an SVG with the shipped fonts only (no system fonts), so a server PNG uses the
 * same faces as the browser preview on any machine.
 */
export async function svgToPng(svg: string, options: SvgToPngOptions): Promise<Buffer> {
  const image = await renderSvg(svg, options);
  return encodePng(image.pixels, image.width, image.height);
}

/**
 * The SVG drawn as 8-bit RGB flattened onto white, as the zlib stream of PNG scanlines (each row
 * led by filter byte None): the very bytes svgToPng puts in its IDAT, which a PDF image XObject
 * carries unchanged with `/Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 3
 * /BitsPerComponent 8 /Columns width >>`. A document gets the page for the cost of a PNG, with no
 * PNG to decode and re-encode on the way in.
 */
export async function svgToRgbScanlines(
  svg: string,
  options: SvgToPngOptions,
): Promise<{ deflated: Buffer; width: number; height: number }> {
  const { pixels, width, height } = await renderSvg(svg, options);
  return {
    deflated: deflatedRgbScanlinesOverWhite(pixels, width, height),
    width,
    height,
  };
}
