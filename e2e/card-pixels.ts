import type { Locator, Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A card's SVG as this page draws it (its own markup, fonts and pictures), alone at `width` ×
 * `height` CSS px, so drawings from different pages and outputs compare pixel for pixel. `shiftY`
 * moves the card up by that many px inside the box: an output that crops the card by a
 * fraction of a pixel (the print page's bleed) is matched where it really lies. `edit` changes
 * the markup first (to draw what a broken output would show).
 */
export async function drawCardAt(
  page: Page,
  svg: Locator,
  size: { width: number; height: number; shiftY?: number; edit?: (markup: string) => string },
): Promise<PNG> {
  const drawn = await svg.evaluate((element) => element.outerHTML);
  const markup = size.edit ? size.edit(drawn) : drawn;
  await page.evaluate(
    async ({ markup, width, height, shiftY }) => {
      const stage = document.createElement('div');
      stage.id = 'card-pixels-stage';
      stage.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px;overflow:hidden;z-index:2147483647;background:#fff`;
      stage.innerHTML = markup;
      const drawn = stage.firstElementChild as SVGSVGElement;
      drawn.setAttribute('width', String(width));
      drawn.setAttribute(
        'height',
        String((width * drawn.viewBox.baseVal.height) / drawn.viewBox.baseVal.width),
      );
      drawn.style.cssText = `display:block;position:absolute;left:0;top:${-shiftY}px`;
      document.body.append(stage);
      // The page drew these pictures already; each is decoded again before the photograph.
      await Promise.all(
        [...stage.querySelectorAll('image')].map((image) => {
          const picture = new Image();
          picture.src = new URL(image.getAttribute('href') ?? '', location.href).href;
          return picture.decode().catch(() => undefined);
        }),
      );
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { markup, shiftY: size.shiftY ?? 0, width: size.width, height: size.height },
  );
  const shot = await page.locator('#card-pixels-stage').screenshot({ animations: 'disabled' });
  await page.evaluate(() => document.getElementById('card-pixels-stage')?.remove());
  return PNG.sync.read(shot);
}

/** The part of an image inside `box`, as its own image. */
export function cropped(image: PNG, box: Box): PNG {
  const part = new PNG({ width: box.width, height: box.height });
  PNG.bitblt(image, part, box.x, box.y, box.width, box.height, 0, 0);
  return part;
}

/**
 * The share of pixels that differ between two images of one size, by pixelmatch's perceptual
 * colour distance `threshold` (0–1); null when the sizes differ.
 */
export function differingShare(a: PNG, b: PNG, threshold: number, diff?: PNG): number | null {
  if (a.width !== b.width || a.height !== b.height) return null;
  const count = pixelmatch(a.data, b.data, diff?.data ?? null, a.width, a.height, { threshold });
  return count / (a.width * a.height);
}
