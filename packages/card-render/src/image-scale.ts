/**
 * How large, in output pixels, each linked picture of an SVG is drawn.
 *
 * resvg samples a picture at full size with a bicubic filter whatever the scale, while Chromium
 * (the editor's preview) first takes a mipmap, an area average, for a picture drawn smaller than
 * it is. A photograph drawn at half size (a 1024 px AI image as a 500 px cover) then differs at
 * every sharp edge: 0.18% of a card's pixels. Given the picture reduced beforehand to the size it
 * is drawn with an area-preserving filter, resvg draws it at about 1:1 and the two agree.
 */

export interface PixelSize {
  width: number;
  height: number;
}

/** How a picture fills its box (SVG's preserveAspectRatio): cover, contain or stretch. */
export type Fit = 'slice' | 'meet' | 'none';

export interface DrawnBox extends PixelSize {
  fit: Fit;
}

const ROOT_VIEW_BOX =
  /^<svg\b[^>]*?\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+[\d.]+\s*"/;
const IMAGE_TAG = /<image\b[^>]*>/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The href as resvg reports it (imagesToResolve): the attribute with its XML escapes undone. */
function unescapedHref(raw: string): string {
  return raw
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

function fitOf(preserveAspectRatio: string | undefined): Fit {
  const value = preserveAspectRatio?.trim() ?? '';
  if (value === 'none') return 'none';
  return /\bslice$/.test(value) ? 'slice' : 'meet';
}

/**
 * The box, in output pixels, of every `<image>` linking to a web URL in the SVG drawn at
 * `outputWidth`, the largest box where one picture is drawn twice. Boxes are the tag's size in
 * the root's user units times the output scale. Rotation keeps sizes; the one scaled nesting,
 * the link preview's copy of the card at 0.8 over a blurred backdrop, is measured at 1: a
 * picture is never reduced below the size of any sharp drawing of it.
 */
export function drawnImageBoxes(svg: string, outputWidth: number): Map<string, DrawnBox> {
  const viewBoxWidth = Number(ROOT_VIEW_BOX.exec(svg.trimStart())?.[1]);
  const boxes = new Map<string, DrawnBox>();
  if (!(viewBoxWidth > 0)) return boxes;
  const scale = outputWidth / viewBoxWidth;
  // A picture drawn with two different fits is left as it is.
  const mixed = new Set<string>();
  for (const [tag] of svg.matchAll(IMAGE_TAG)) {
    const href = attribute(tag, 'href') ?? attribute(tag, 'xlink:href');
    const width = Number(attribute(tag, 'width')) * scale;
    const height = Number(attribute(tag, 'height')) * scale;
    if (!href || !/^https?:\/\//.test(href) || !(width > 0 && height > 0)) continue;
    const key = unescapedHref(href);
    const fit = fitOf(attribute(tag, 'preserveAspectRatio'));
    const known = boxes.get(key);
    if (known && known.fit !== fit) mixed.add(key);
    boxes.set(key, {
      width: Math.max(width, known?.width ?? 0),
      height: Math.max(height, known?.height ?? 0),
      fit,
    });
  }
  for (const key of mixed) boxes.delete(key);
  return boxes;
}

/**
 * The size a picture of `intrinsic` size is drawn at in `box` (covering it, contained in it, or
 * stretched to it), or null when that is its own size or larger on both axes: only a reduction
 * needs the picture prepared.
 */
export function reducedSize(intrinsic: PixelSize, box: DrawnBox): PixelSize | null {
  const across = box.width / intrinsic.width;
  const down = box.height / intrinsic.height;
  const [scaleX, scaleY] =
    box.fit === 'none'
      ? [Math.min(across, 1), Math.min(down, 1)]
      : Array(2).fill(box.fit === 'slice' ? Math.max(across, down) : Math.min(across, down));
  if (!(scaleX < 1 || scaleY < 1)) return null;
  return {
    width: Math.max(1, Math.round(intrinsic.width * Math.min(scaleX, 1))),
    height: Math.max(1, Math.round(intrinsic.height * Math.min(scaleY, 1))),
  };
}
