import type { ImageStyleId } from '@cardsmith/contracts';
import { createRandom } from '@cardsmith/service-kit';
import { Canvas, SIZE } from './canvas.js';
import { ellipse } from './geometry.js';
import { drawCake, drawRings } from './centerpieces.js';
import { drawClouds, drawLight, drawSky, drawStars, horizonOf } from './landscape.js';
import { drawBalloons, drawConfetti, drawFlowers, drawHearts, drawPetals } from './objects.js';
import { paletteFor, planScene } from './scene.js';
import { STYLE_TREATMENTS, type StyleTreatment } from './styles.js';
import { drawGround, drawMountains, drawSnow, drawWater } from './terrain.js';
import { texturePattern } from './textures.js';
import { drawHouses, drawTrees } from './village.js';

export interface ArtworkRequest {
  prompt: string;
  style: ImageStyleId;
  seed: number;
}

/** The picture as SVG: deterministic for (prompt, style, seed). */
export async function paintArtworkSvg({ prompt, style, seed }: ArtworkRequest): Promise<string> {
  const treatment = STYLE_TREATMENTS[style];
  const random = createRandom(`${prompt.trim().toLowerCase()}|${seed}`);
  const canvas = new Canvas(treatment, random);
  const plan = planScene(prompt);
  const palette = paletteFor(plan);
  const horizon = horizonOf(plan);

  drawSky(canvas, palette);
  if (style === 'abstract') drawGeometry(canvas);
  if (plan.stars) drawStars(canvas, plan);
  drawLight(canvas, plan, palette, horizon);
  drawClouds(canvas, plan, palette);
  const ridges = plan.mountains ? drawMountains(canvas, plan, palette, horizon) : [];
  if (plan.ocean || plan.lake) drawWater(canvas, plan, palette, horizon, ridges);
  drawGround(canvas, plan, palette, horizon);
  if (plan.trees) drawTrees(canvas, plan, palette, horizon);
  if (plan.houses) drawHouses(canvas, plan, palette);
  if (plan.flowers) drawFlowers(canvas, plan);
  if (plan.cake) drawCake(canvas);
  if (plan.rings) drawRings(canvas);
  if (plan.balloons) drawBalloons(canvas, plan);
  if (plan.hearts) drawHearts(canvas, plan);
  if (plan.petals) drawPetals(canvas);
  if (plan.confetti) drawConfetti(canvas);
  if (plan.snow) drawSnow(canvas);
  return canvas.toSvg(await overlays(canvas, treatment));
}

/** Bold circles and triangles behind an abstract scene. */
function drawGeometry(canvas: Canvas): void {
  const random = canvas.random;
  const colors = ['#ff595e', '#ffca3a', '#1982c4', '#6a4c93', '#8ac926'];
  for (let i = 0; i < 6; i++) {
    const x = random.between(0, SIZE);
    const y = random.between(0, 700);
    const r = random.between(60, 220);
    const shape =
      i % 2 === 0
        ? ellipse(x, y, r, r, 6 + random.int(3) * 6)
        : ([
            [x, y - r],
            [x + r, y + r * 0.7],
            [x - r, y + r * 0.7],
          ] as [number, number][]);
    canvas.shape(shape, random.pick(colors), { role: 'backdrop', opacity: 0.55 });
  }
}

async function overlays(canvas: Canvas, treatment: StyleTreatment): Promise<string> {
  const layers: string[] = [];
  const full = (fill: string, opacity: number) =>
    `<rect width="${SIZE}" height="${SIZE}" fill="${fill}" opacity="${opacity}"/>`;
  if (treatment.bokeh) {
    const glow = canvas.radial(
      [
        { offset: 0, color: '#ffffff', opacity: 0.55 },
        { offset: 0.7, color: '#9bf6ff', opacity: 0.18 },
        { offset: 1, color: '#9bf6ff', opacity: 0 },
      ],
      0.5,
      0.5,
      0.5,
      false,
    );
    for (let i = 0; i < 12; i++) {
      const r = canvas.random.between(14, 46);
      layers.push(
        `<circle cx="${canvas.random.between(0, SIZE).toFixed(0)}" cy="${canvas.random.between(0, SIZE).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#${glow})"/>`,
      );
    }
  }
  if (treatment.wash) layers.push(full(treatment.wash.color, treatment.wash.opacity));
  if (treatment.texture) {
    canvas.def(await texturePattern(treatment.texture.tile, 'texture'));
    layers.push(full('url(#texture)', treatment.texture.opacity));
  }
  if (treatment.vignette) {
    const id = canvas.radial(
      [
        { offset: 0.55, color: treatment.vignette.color, opacity: 0 },
        { offset: 1, color: treatment.vignette.color, opacity: treatment.vignette.opacity },
      ],
      0.5,
      0.5,
      0.75,
      false,
    );
    layers.push(full(`url(#${id})`, 1));
  }
  return layers.join('');
}
