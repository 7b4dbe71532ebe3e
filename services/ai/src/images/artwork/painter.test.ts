import { IMAGE_STYLE_IDS, type ImageStyleId } from '@cardsmith/contracts';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { offlineImagePainter } from '../../adapters/image-painter.js';
import { paintArtwork, paintArtworkSvg } from './painter.js';
import { planScene } from './scene.js';
import { vaseColourOf } from './subjects.js';

/** Pixels of a small render: enough to measure colour and particles, fast on a busy machine. */
function pixels(svg: string, width = 256): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().pixels;
}

function stats(data: Uint8Array) {
  const n = data.length / 4;
  const mean = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) mean[c]! += data[i + c]! / n;
  let spread = 0;
  for (let i = 0; i < data.length; i += 4) {
    const grey = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    spread += (grey - (mean[0]! + mean[1]! + mean[2]!) / 3) ** 2 / n;
  }
  const saturation =
    Array.from({ length: n }, (_, p) => {
      const [r, g, b] = [data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!];
      return Math.max(r, g, b) - Math.min(r, g, b);
    }).reduce((a, b) => a + b, 0) / n;
  return { mean, contrast: Math.sqrt(spread), saturation };
}

function share(
  data: Uint8Array,
  test: (r: number, g: number, b: number) => boolean,
  rows?: number,
) {
  const limit = rows === undefined ? data.length : rows * 256 * 4;
  let hits = 0;
  for (let i = 0; i < limit; i += 4) if (test(data[i]!, data[i + 1]!, data[i + 2]!)) hits++;
  return hits / (limit / 4);
}

const paint = (prompt: string, style: ImageStyleId = 'realistic', seed = 7) =>
  paintArtworkSvg({ prompt, style, seed });

describe('offline artwork', () => {
  it('is a 1024×1024 PNG, byte-identical for the same prompt, style and seed', async () => {
    const request = {
      prompt: 'A birthday cake with glowing candles',
      style: 'watercolor',
      seed: 42,
    } as const;
    const first = await offlineImagePainter.paint(request);
    const second = await offlineImagePainter.paint(request);
    expect(first.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(first.readUInt32BE(16)).toBe(1024);
    expect(first.readUInt32BE(20)).toBe(1024);
    expect(first.equals(second)).toBe(true);
    const other = await offlineImagePainter.paint({ ...request, seed: 43 });
    expect(other.equals(first)).toBe(false);
  });

  it('lays the texture with fill-opacity, drawing exactly what a group opacity drew', async () => {
    // fill-opacity spares resvg a full-canvas layer; the pixels must not change for it.
    const asGroupOpacity = (svg: string) =>
      svg.replace(/fill="url\(#texture\)" fill-opacity=/, 'fill="url(#texture)" opacity=');
    for (const style of ['realistic', 'oil-painting'] as const) {
      const svg = await paint('A cosy cabin in a snowy forest', style);
      expect(asGroupOpacity(svg)).not.toBe(svg);
      expect(
        Buffer.from(pixels(svg, 1024)).equals(Buffer.from(pixels(asGroupOpacity(svg), 1024))),
      ).toBe(true);
    }
  });

  it('paints every style visibly differently (colour, contrast, saturation)', async () => {
    const prompt = 'A peaceful mountain lake at sunset with pine trees';
    const measured = await Promise.all(
      IMAGE_STYLE_IDS.map(async (style) => ({
        style,
        ...stats(pixels(await paint(prompt, style))),
      })),
    );
    for (let i = 0; i < measured.length; i++) {
      for (let j = i + 1; j < measured.length; j++) {
        const a = measured[i]!;
        const b = measured[j]!;
        const distance =
          Math.hypot(...a.mean.map((v, c) => v - b.mean[c]!)) +
          Math.abs(a.contrast - b.contrast) +
          Math.abs(a.saturation - b.saturation);
        expect(distance, `${a.style} vs ${b.style}`).toBeGreaterThan(6);
      }
    }
    const sketch = measured.find((m) => m.style === 'sketch')!;
    const digital = measured.find((m) => m.style === 'digital-art')!;
    expect(sketch.saturation).toBeLessThan(12);
    expect(digital.saturation).toBeGreaterThan(sketch.saturation * 4);
  });

  it('adds white snow particles for snow', async () => {
    const white = (r: number, g: number, b: number) => r > 215 && g > 215 && b > 215;
    const plain = share(pixels(await paint('A mountain lake at sunset')), white, 128);
    const snowy = share(pixels(await paint('A snowy mountain lake at sunset')), white, 128);
    expect(snowy - plain).toBeGreaterThan(0.015);
  });

  it('adds red hearts for hearts and colourful balloons for balloons', async () => {
    const red = (r: number, g: number, b: number) => r > 180 && g < 110 && b < 140;
    const plain = share(pixels(await paint('A calm ocean at dusk')), red);
    const hearts = share(pixels(await paint('Hearts drifting over a calm ocean at dusk')), red);
    expect(hearts - plain).toBeGreaterThan(0.02);
    const saturated = (r: number, g: number, b: number) =>
      Math.max(r, g, b) - Math.min(r, g, b) > 150;
    const sky = share(pixels(await paint('A bright blue sky')), saturated);
    const balloons = share(pixels(await paint('Balloons in a bright blue sky')), saturated);
    expect(balloons - sky).toBeGreaterThan(0.02);
  });

  it('reads every keyword of the brief from the prompt', () => {
    const plan = (prompt: string) => planScene(prompt);
    expect(plan('sunset').time).toBe('sunset');
    expect(plan('a mountain').mountains).toBe(true);
    expect(plan('a lake').lake).toBe(true);
    expect(plan('the ocean').ocean).toBe(true);
    expect(plan('flowers').flowers).toBe(true);
    expect(plan('hearts').hearts).toBe(true);
    expect(plan('balloons').balloons).toBe(true);
    expect(plan('cake').cake).toBe(true);
    expect(plan('stars').stars).toBe(true);
    expect(plan('snow').snow).toBe(true);
    expect(plan('wedding rings').rings).toBe(true);
    expect(plan('trees').trees).toBe('round');
    expect(plan('a pine forest').trees).toBe('pine');
  });
});

describe('artwork markup', () => {
  const KEYWORDS = [
    'sunset',
    'mountain',
    'lake',
    'ocean',
    'flowers',
    'hearts',
    'balloons',
    'cake',
    'stars',
    'snow',
    'rings',
    'trees',
  ];

  it('never repeats an attribute on one element, for every style and keyword', async () => {
    for (const style of IMAGE_STYLE_IDS) {
      for (const keyword of KEYWORDS) {
        const svg = await paintArtworkSvg({
          prompt: `golden ${keyword} scene`,
          style,
          seed: 960767270,
        });
        for (const tag of svg.match(/<[a-zA-Z][^>]*>/g) ?? []) {
          const names = [...tag.matchAll(/\s([a-zA-Z:-]+)=/g)].map((match) => match[1]);
          const repeated = names.find((name, index) => names.indexOf(name) !== index);
          expect(repeated, `${style}/${keyword}: ${tag.slice(0, 80)}`).toBeUndefined();
        }
      }
    }
  });
});

describe('offline artwork subjects', () => {
  it('shows the subject a prompt names, in every style', async () => {
    for (const style of IMAGE_STYLE_IDS) {
      const art = await paintArtwork({
        prompt: 'A golden retriever wearing a party hat',
        style,
        seed: 3,
      });
      expect(art.subjects.map((subject) => subject.icon)).toContain('dog');
      expect(art.svg).toMatch(/scale\(/);
    }
  });

  it('recolours the illustration to the style', async () => {
    const prompt = 'Sunflowers in a blue vase';
    const realistic = await paintArtwork({ prompt, style: 'realistic', seed: 3 });
    const sketch = await paintArtwork({ prompt, style: 'sketch', seed: 3 });
    const yellow = (svg: string) => (svg.match(/#f[0-9a-f]d[0-9a-f]{3}/gi) ?? []).length;
    expect(yellow(realistic.svg)).toBeGreaterThan(0);
    expect(yellow(sketch.svg)).toBe(0);
  });

  it('gives realistic subjects a contact shadow and shading', async () => {
    const { svg } = await paintArtwork({ prompt: 'A cat', style: 'realistic', seed: 3 });
    expect(svg).toContain('url(#subject-shadow)');
    expect(svg).toContain('url(#subject-shade)');
  });
});

describe('flowers in a vase', () => {
  it('draws the vase the prompt names, in its colour, below the flowers', async () => {
    expect(vaseColourOf('sunflowers in a blue vase')).toBe('#3f6fb5');
    expect(vaseColourOf('tulips in a jar')).toBe('#6c8fb3');
    expect(vaseColourOf('a field of sunflowers')).toBeNull();
    const { svg } = await paintArtwork({
      prompt: 'Sunflowers in a blue vase',
      style: 'realistic',
      seed: 3,
    });
    const vase = /<linearGradient id="(g\d+)"(?:(?!<\/linearGradient>).)*#3f6fb5/.exec(svg)?.[1];
    expect(vase).toBeDefined();
    expect(svg.lastIndexOf(`url(#${vase})`)).toBeGreaterThan(svg.lastIndexOf('scale('));
  });
});
