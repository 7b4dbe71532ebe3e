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

/**
 * The box, in output pixels, of every `<image>` linking to a web URL in the SVG drawn at
 * `outputWidth`, the largest box where one picture is drawn twice. Boxes are in the root's user
 * units times the output scale: card-render places pictures on the root, never in a transformed
 * group, and a picture this cannot measure is simply drawn as it is.
 */
export function drawnImageBoxes(svg: string, outputWidth: number): Map<string, PixelSize> {
  const viewBoxWidth = Number(ROOT_VIEW_BOX.exec(svg.trimStart())?.[1]);
  const boxes = new Map<string, PixelSize>();
  if (!(viewBoxWidth > 0)) return boxes;
  const scale = outputWidth / viewBoxWidth;
  for (const [tag] of svg.matchAll(IMAGE_TAG)) {
    const href = attribute(tag, 'href') ?? attribute(tag, 'xlink:href');
    const width = Number(attribute(tag, 'width')) * scale;
    const height = Number(attribute(tag, 'height')) * scale;
    if (!href || !/^https?:\/\//.test(href) || !(width > 0 && height > 0)) continue;
    const key = unescapedHref(href);
    const known = boxes.get(key);
    boxes.set(key, {
      width: Math.max(width, known?.width ?? 0),
      height: Math.max(height, known?.height ?? 0),
    });
  }
  return boxes;
}

/**
 * The size a picture of `intrinsic` size is drawn at to cover `box` (card-render places every
 * picture with `preserveAspectRatio="xMidYMid slice"`), or null when it is drawn at its own size
 * or larger: only a reduction needs the picture prepared.
 */
export function reducedSize(intrinsic: PixelSize, box: PixelSize): PixelSize | null {
  const scale = Math.max(box.width / intrinsic.width, box.height / intrinsic.height);
  if (!(scale < 1)) return null;
  return {
    width: Math.max(1, Math.round(intrinsic.width * scale)),
    height: Math.max(1, Math.round(intrinsic.height * scale)),
  };
}
