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
import { findIllustrations } from './illustrations.js';
import { drawSubjects, vaseColourOf } from './subjects.js';

export interface ArtworkRequest {
  prompt: string;
  style: ImageStyleId;
  seed: number;
}

/** An illustration the picture shows, and the prompt's word that asked for it. */
export interface PlacedSubject {
  icon: string;
  keyword: string;
  /** Its CLDR label and keywords. */
  words: string[];
}

export interface Artwork {
  svg: string;
  subjects: PlacedSubject[];
}

/** The picture as SVG: deterministic for (prompt, style, seed). */
export async function paintArtworkSvg(request: ArtworkRequest): Promise<string> {
  return (await paintArtwork(request)).svg;
}

/** The picture and the subjects of the prompt it shows. */
export async function paintArtwork({ prompt, style, seed }: ArtworkRequest): Promise<Artwork> {
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
  const subjects = findIllustrations(prompt);
  /** A centrepiece the prompt's own illustration already shows is not drawn twice. */
  const shown = (word: string) => subjects.some((item) => item.words.some((w) => w.includes(word)));
  if (plan.flowers) drawFlowers(canvas, plan);
  if (plan.cake && !shown('cake')) drawCake(canvas);
  if (plan.rings && !shown('ring')) drawRings(canvas);
  if (plan.balloons && !shown('balloon')) drawBalloons(canvas, plan);
  if (plan.hearts) drawHearts(canvas, plan);
  if (plan.petals) drawPetals(canvas);
  if (plan.confetti) drawConfetti(canvas);
  drawSubjects(canvas, subjects, style === 'realistic', vaseColourOf(prompt));
  if (plan.snow) drawSnow(canvas);
  return {
    svg: canvas.toSvg(await overlays(canvas, treatment)),
    subjects: subjects.map(({ icon, keyword, words }) => ({ icon, keyword, words })),
  };
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
    // fill-opacity, not opacity: the same pixels (painter.test.ts), but no full-canvas layer for
    // resvg to draw and blend, a sixth of a textured style's render.
    layers.push(
      `<rect width="${SIZE}" height="${SIZE}" fill="url(#texture)" fill-opacity="${treatment.texture.opacity}"/>`,
    );
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
