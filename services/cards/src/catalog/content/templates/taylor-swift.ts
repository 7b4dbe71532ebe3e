import { bandsScene, fireworksScene } from '../compositions.js';
import { glow, starField } from '../scenes.js';
import {
  circle,
  ellipse,
  fmt,
  fullBleed,
  g,
  H,
  heartPath,
  idScope,
  linear,
  messageGlow,
  path,
  polygon,
  rect,
  scatter,
  seededRandom,
  sparklePath,
  svgDoc,
  type TemplateArt,
  text,
  W,
} from '../svg.js';

function sparkleEra(): string {
  const { id, url } = idScope('taylor1');
  const rand = seededRandom('taylor1');
  const calm = messageGlow(id('calm'), '#fdf4ff', 0.5);
  const sequins = scatter(rand, 260).map(([x, y]) =>
    circle(x, y, rand.range(2, 5.5), {
      fill: rand.pick(['#f0abfc', '#c4b5fd', '#93c5fd', '#ffffff', '#f9a8d4', '#fde68a']),
      'fill-opacity': rand.range(0.35, 0.95),
    }),
  );
  const twinkles = scatter(rand, 16).map(([x, y]) =>
    path(sparklePath(x, y, rand.range(8, 22)), { fill: '#ffffff' }),
  );
  return svgDoc(
    [
      linear(
        id('bg'),
        [
          [0, '#7c3aed'],
          [0.5, '#db2777'],
          [1, '#2563eb'],
        ],
        [0, 0, 1, 1],
      ),
      calm.def,
    ],
    fullBleed(url('bg')),
    ...sequins,
    calm.shape,
    ...twinkles,
  );
}

function friendshipBracelets(): string {
  const { id, url } = idScope('taylor2');
  const rand = seededRandom('taylor2');
  const palette = ['#f472b6', '#a78bfa', '#60a5fa', '#34d399', '#fbbf24', '#fb7185'];
  const bracelet = (cx: number, cy: number, rx: number, ry: number, tilt: number, word: string) => {
    const beads: string[] = [];
    const count = Math.round((Math.PI * (rx + ry)) / 21);
    const letterStart = Math.floor(count * 0.75 - word.length / 2);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const x = cx + rx * Math.cos(a);
      const y = cy + ry * Math.sin(a);
      const letter = word[i - letterStart];
      beads.push(
        letter
          ? g(
              {},
              rect(x - 10, y - 10, 20, 20, { rx: 5, fill: '#ffffff', stroke: '#e5e7eb' }),
              text(x, y + 5, letter, {
                'font-family': 'Poppins',
                'font-weight': 600,
                'font-size': 13,
                fill: '#1f2937',
              }),
            )
          : circle(x, y, rand.range(8, 10), { fill: rand.pick(palette) }),
      );
    }
    return g(
      { transform: `rotate(${tilt} ${cx} ${cy})` },
      ellipse(cx, cy, rx, ry, { fill: 'none', stroke: '#e9d5ff', 'stroke-width': 2 }),
      ...beads,
    );
  };
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#fdf2f8'],
        [1, '#e0e7ff'],
      ]),
    ],
    fullBleed(url('bg')),
    starField(rand, 30, ['#f9a8d4', '#c4b5fd', '#fde68a']),
    bracelet(170, 125, 140, 72, -10, 'BESTIES'),
    bracelet(345, 580, 135, 68, 8, 'SPARKLE'),
    bracelet(120, 600, 95, 48, -20, 'LOVE'),
    path(heartPath(420, 110, 34), { fill: '#f472b6' }),
  );
}

function acousticNights(): string {
  const { id, url } = idScope('taylor3');
  const rand = seededRandom('taylor3');
  const beam = (x: number, spread: number, color: string) =>
    path(
      polygon([
        [x - 10, 0],
        [x + 10, 0],
        [x + spread + 90, H],
        [x + spread - 90, H],
      ]),
      {
        fill: color,
        'fill-opacity': 0.13,
      },
    );
  const guitar = g(
    { transform: 'translate(330 520) rotate(-32)' },
    rect(-11, -300, 22, 220, { fill: '#78350f' }),
    rect(-16, -340, 32, 46, { rx: 6, fill: '#451a03' }),
    ...[-330, -316, -302].flatMap((y) => [
      circle(-20, y, 4, { fill: '#d6d3d1' }),
      circle(20, y, 4, { fill: '#d6d3d1' }),
    ]),
    path(
      'M0 -90C-70 -100 -90 -40 -60 0C-120 40 -100 140 0 140C100 140 120 40 60 0C90 -40 70 -100 0 -90Z',
      {
        fill: url('wood'),
        stroke: '#451a03',
        'stroke-width': 4,
      },
    ),
    circle(0, -10, 26, { fill: '#1c1917' }),
    circle(0, -10, 32, { fill: 'none', stroke: '#fde68a', 'stroke-width': 3 }),
    rect(-34, 70, 68, 12, { rx: 3, fill: '#451a03' }),
    path('M-5 -300V76M0 -300V76M5 -300V76', { stroke: '#e7e5e4', 'stroke-width': 0.8 }),
  );
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#042f2e'],
        [0.6, '#134e4a'],
        [1, '#0f172a'],
      ]),
      linear(id('wood'), [
        [0, '#fbbf24'],
        [1, '#b45309'],
      ]),
      glow(id('spot'), '#fde68a', 0.35),
    ],
    fullBleed(url('bg')),
    beam(90, -40, '#fde68a'),
    beam(250, 0, '#f0abfc'),
    beam(410, 40, '#fde68a'),
    ellipse(250, 660, 260, 60, { fill: url('spot') }),
    starField(rand, 50, ['#fde68a', '#ffffff', '#f0abfc']),
    guitar,
    ...[
      [80, 560],
      [130, 520],
      [180, 548],
    ].map(([x, y], k) =>
      g(
        { fill: '#fde68a', transform: `rotate(${-12 + k * 10} ${x} ${y})` },
        ellipse(x as number, y as number, 8, 6, { transform: `rotate(-20 ${x} ${y})` }),
        rect((x as number) + 5, (y as number) - 34, 3, 34),
        path(`M${(x as number) + 8} ${(y as number) - 34}q14 6 12 22q-2 -10 -12 -12Z`),
      ),
    ),
  );
}

function mistyWoods(): string {
  const { id, url } = idScope('taylor4');
  const rand = seededRandom('taylor4');
  const row = (baseY: number, height: number, color: string, count: number, ground: number) => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const x = (i + rand.range(-0.3, 0.3)) * (W / (count - 1));
      const h = height * rand.range(0.7, 1.2);
      const w = h * 0.32;
      d += `M${fmt(x)} ${fmt(baseY - h)}`;
      for (let t = 1; t <= 4; t++) {
        d += `L${fmt(x + (w * t) / 4)} ${fmt(baseY - h + (h * t) / 4)}L${fmt(x + (w * t) / 8)} ${fmt(baseY - h + (h * t) / 4)}`;
      }
      d += `L${fmt(x - w / 8)} ${fmt(baseY)}`;
      for (let t = 4; t >= 1; t--) {
        d += `L${fmt(x - (w * t) / 8)} ${fmt(baseY - h + (h * t) / 4)}L${fmt(x - (w * t) / 4)} ${fmt(baseY - h + (h * t) / 4)}`;
      }
      d += 'Z';
    }
    return g({}, path(d, { fill: color }), rect(0, baseY - 2, W, ground, { fill: color }));
  };
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#e7e5e4'],
        [0.6, '#d6d3d1'],
        [1, '#a8a29e'],
      ]),
      linear(id('mist'), [
        [0, '#f5f5f4', 0],
        [0.55, '#f5f5f4', 0.9],
        [1, '#f5f5f4', 0],
      ]),
    ],
    fullBleed(url('bg')),
    circle(360, 120, 50, { fill: '#fafaf9', 'fill-opacity': 0.9 }),
    row(250, 130, '#a8a29e', 9, 8),
    rect(0, 130, W, 220, { fill: url('mist') }),
    row(590, 170, '#78716c', 8, 8),
    rect(0, 470, W, 220, { fill: url('mist') }),
    row(700, 190, '#44403c', 7, 2),
    g(
      { fill: 'none', stroke: '#57534e', 'stroke-width': 2, 'stroke-linecap': 'round' },
      path('M80 90q10 -8 20 0q10 -8 20 0'),
      path('M140 120q8 -6 16 0q8 -6 16 0'),
    ),
  );
}

export const taylorSwift: TemplateArt[] = [
  { title: 'Sparkle Era', categories: ['birthday'], svg: sparkleEra() },
  {
    title: 'Friendship Bracelets',
    categories: ['birthday', 'thank-you'],
    svg: friendshipBracelets(),
  },
  { title: 'Acoustic Nights', categories: ['birthday'], svg: acousticNights() },
  { title: 'Misty Woods', categories: ['birthday'], svg: mistyWoods() },
  {
    title: 'Midnight Fireworks',
    categories: ['birthday', 'holiday'],
    svg: fireworksScene('taylor5', {
      sky: ['#0b1026', '#3730a3'],
      bursts: ['#c4b5fd', '#f0abfc', '#93c5fd', '#fde68a'],
      skyline: '#0b1026',
      headline: {
        text: 'Long live the night',
        font: 'Playfair Display',
        size: 36,
        color: '#e9d5ff',
        y: 470,
      },
    }),
  },
  {
    title: 'Lover Pastels',
    categories: ['birthday', 'wedding'],
    svg: bandsScene('taylor6', {
      bg: '#fdf4ff',
      bands: ['#f9a8d4', '#c4b5fd', '#93c5fd', '#fbcfe8', '#a5f3fc'],
      width: 30,
      curve: 'rainbow',
      headline: {
        text: 'It’s a love story',
        font: 'Dancing Script',
        size: 52,
        color: '#a21caf',
        y: 160,
      },
    }),
  },
];
