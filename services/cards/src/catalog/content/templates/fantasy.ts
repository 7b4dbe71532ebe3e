import { hillsScene, lanternScene } from '../compositions.js';
import { cloud, crescent, glow, starField } from '../scenes.js';
import {
  circle,
  ellipse,
  fmt,
  fullBleed,
  g,
  H,
  idScope,
  linear,
  path,
  polygon,
  rect,
  ridge,
  scatter,
  seededRandom,
  svgDoc,
  type TemplateArt,
  W,
} from '../svg.js';

function tower(x: number, base: number, width: number, height: number, wall: string, roof: string) {
  const top = base - height;
  return g(
    {},
    rect(x - width / 2, top, width, height, { fill: wall }),
    path(
      polygon([
        [x - width / 2 - 6, top],
        [x + width / 2 + 6, top],
        [x, top - width * 1.5],
      ]),
      {
        fill: roof,
      },
    ),
    path(`M${x} ${fmt(top - width * 1.5)}v-22l18 7l-18 7`, { fill: '#fbbf24', stroke: wall }),
    rect(x - 5, top + 24, 10, 16, { rx: 5, fill: '#fde68a' }),
  );
}

function castleInTheClouds(): string {
  const { id, url } = idScope('fantasy1');
  const rand = seededRandom('fantasy1');
  const wall = '#4c1d95';
  const roof = '#7c3aed';
  return svgDoc(
    [
      linear(id('sky'), [
        [0, '#312e81'],
        [0.5, '#a78bfa'],
        [1, '#fbcfe8'],
      ]),
      glow(id('moon'), '#fef3c7', 0.6),
    ],
    fullBleed(url('sky')),
    starField(rand, 60, ['#ffffff', '#fef3c7'], undefined, [0, 0, W, 260]),
    circle(390, 100, 90, { fill: url('moon') }),
    circle(390, 100, 38, { fill: '#fef9c3' }),
    g(
      {},
      tower(150, 600, 44, 170, wall, roof),
      tower(350, 600, 44, 150, wall, roof),
      tower(250, 580, 60, 210, wall, roof),
      tower(200, 600, 34, 110, wall, roof),
      tower(300, 600, 34, 120, wall, roof),
      rect(130, 540, 240, 70, { fill: wall }),
      path(
        'M130 540h240v-12h-16v8h-16v-8h-16v8h-16v-8h-16v8h-16v-8h-16v8h-16v-8h-16v8h-16v-8h-16v8h-16v-8h-16v8h-16v-8h-16Z',
        {
          fill: wall,
        },
      ),
      path('M232 610v-36a18 18 0 0 1 36 0v36Z', { fill: '#fde68a' }),
    ),
    cloud(250, 725, 3, '#ffffff', 0.95),
    cloud(70, 690, 1.6, '#fdf4ff', 0.95),
    cloud(440, 690, 1.8, '#fdf4ff', 0.95),
    cloud(90, 300, 0.7, '#ffffff', 0.5),
    cloud(420, 380, 0.9, '#ffffff', 0.45),
  );
}

function dragonsDawn(): string {
  const { id, url } = idScope('fantasy2');
  const rand = seededRandom('fantasy2');
  const dragon = g(
    { transform: 'translate(260 170) rotate(-8)', fill: '#1c1917' },
    path(
      'M-150 40C-110 30 -80 10 -40 14C-10 16 20 30 60 22C90 16 110 -6 130 -10L150 -30L146 -6' +
        'L170 -2L140 10C120 30 80 48 40 50C0 52 -30 36 -70 42C-100 46 -130 60 -170 70C-150 58 -160 50 -150 40Z',
    ),
    path(
      'M-30 18C-40 -40 -20 -90 30 -120C10 -80 40 -60 30 -40C60 -70 90 -70 110 -70C80 -40 70 -10 40 24Z',
    ),
    path('M10 40C0 80 20 110 60 120C40 90 50 80 40 60Z', { 'fill-opacity': 0.85 }),
  );
  return svgDoc(
    [
      linear(id('sky'), [
        [0, '#7f1d1d'],
        [0.35, '#ea580c'],
        [0.7, '#fdba74'],
        [1, '#fef3c7'],
      ]),
      glow(id('sun'), '#fff7ed', 0.95),
    ],
    fullBleed(url('sky')),
    circle(250, 560, 260, { fill: url('sun') }),
    circle(250, 560, 80, { fill: '#fffbeb' }),
    dragon,
    g(
      { fill: '#1c1917', 'fill-opacity': 0.6 },
      path('M60 90l10 -6l10 6l-10 -2Z'),
      path('M420 300l8 -5l8 5l-8 -2Z'),
    ),
    path(ridge(rand, 560, 40, 4, 1), { fill: '#9a3412', 'fill-opacity': 0.7 }),
    path(ridge(rand, 610, 30, 6, 1), { fill: '#7c2d12' }),
    path(ridge(rand, 660, 14, 8), { fill: '#431407' }),
  );
}

function enchantedForest(): string {
  const { id, url } = idScope('fantasy3');
  const rand = seededRandom('fantasy3');
  const trunk = (x: number, w: number, color: string) =>
    path(
      `M${x - w / 2} ${H}C${x - w / 2 + 8} 500 ${x - w / 3} 200 ${x - w / 2 - 20} -10` +
        `H${x + w / 2 + 20}C${x + w / 3} 200 ${x + w / 2 - 8} 500 ${x + w / 2} ${H}Z`,
      { fill: color },
    );
  const mushroom = (x: number, y: number, s: number, cap: string) =>
    g(
      {},
      ellipse(x, y - 10 * s, 40 * s, 30 * s, { fill: url('shroomGlow') }),
      rect(x - 6 * s, y - 22 * s, 12 * s, 22 * s, { rx: 4 * s, fill: '#fef3c7' }),
      path(
        `M${fmt(x - 26 * s)} ${fmt(y - 20 * s)}Q${fmt(x)} ${fmt(y - 60 * s)} ${fmt(x + 26 * s)} ${fmt(y - 20 * s)}Z`,
        { fill: cap },
      ),
      circle(x - 8 * s, y - 32 * s, 3.5 * s, { fill: '#ffffff' }),
      circle(x + 9 * s, y - 28 * s, 2.5 * s, { fill: '#ffffff' }),
    );
  const flies = scatter(rand, 36).map(([x, y]) =>
    g({}, circle(x, y, 12, { fill: url('fly') }), circle(x, y, 2, { fill: '#fef08a' })),
  );
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#022c22'],
        [0.55, '#065f46'],
        [1, '#022c22'],
      ]),
      glow(id('fly'), '#fef08a', 0.8),
      glow(id('shroomGlow'), '#67e8f9', 0.55),
      glow(id('light'), '#a7f3d0', 0.35),
    ],
    fullBleed(url('bg')),
    ellipse(250, 300, 260, 320, { fill: url('light') }),
    trunk(160, 40, '#064e3b'),
    trunk(360, 36, '#064e3b'),
    trunk(40, 70, '#052e16'),
    trunk(470, 80, '#052e16'),
    path(ridge(rand, 640, 16, 6), { fill: '#052e16' }),
    mushroom(120, 650, 1.3, '#e11d48'),
    mushroom(170, 660, 0.8, '#f472b6'),
    mushroom(380, 655, 1.1, '#8b5cf6'),
    mushroom(420, 668, 0.7, '#e11d48'),
    ...flies,
  );
}

function crystalMoon(): string {
  const { id, url } = idScope('fantasy4');
  const rand = seededRandom('fantasy4');
  const crystal = (x: number, base: number, w: number, h: number, tilt: number, shade: string) =>
    g(
      { transform: `rotate(${tilt} ${x} ${base})` },
      path(
        polygon([
          [x - w / 2, base],
          [x - w / 2, base - h],
          [x, base - h - w * 0.9],
          [x, base],
        ]),
        {
          fill: shade,
        },
      ),
      path(
        polygon([
          [x, base],
          [x, base - h - w * 0.9],
          [x + w / 2, base - h],
          [x + w / 2, base],
        ]),
        {
          fill: url('crystal'),
        },
      ),
    );
  const craters = [
    [-20, -10, 12],
    [18, 20, 8],
    [10, -30, 6],
    [-30, 25, 7],
  ].map(([dx, dy, r]) =>
    circle(250 + (dx as number) * 2, 150 + (dy as number) * 2, (r as number) * 2, {
      fill: '#e9d5ff',
      'fill-opacity': 0.5,
    }),
  );
  return svgDoc(
    [
      linear(id('sky'), [
        [0, '#1e1b4b'],
        [0.6, '#3b0764'],
        [1, '#0f172a'],
      ]),
      linear(
        id('crystal'),
        [
          [0, '#a5f3fc'],
          [1, '#7c3aed'],
        ],
        [0, 0, 1, 1],
      ),
      glow(id('halo'), '#c4b5fd', 0.6),
    ],
    fullBleed(url('sky')),
    starField(rand, 120, ['#ffffff', '#c4b5fd', '#a5f3fc']),
    circle(250, 150, 170, { fill: url('halo') }),
    circle(250, 150, 95, { fill: '#f5f3ff' }),
    ...craters,
    crescent(120, 260, 16, '#e9d5ff'),
    path(ridge(rand, 640, 20, 5), { fill: '#1e1b4b' }),
    crystal(150, 670, 34, 90, -18, '#0e7490'),
    crystal(200, 680, 48, 140, -6, '#5b21b6'),
    crystal(250, 690, 40, 110, 8, '#0e7490'),
    crystal(330, 685, 52, 160, 4, '#6d28d9'),
    crystal(380, 680, 30, 80, 22, '#0891b2'),
    crystal(100, 690, 24, 50, -30, '#6d28d9'),
  );
}

export const fantasy: TemplateArt[] = [
  { title: 'Castle in the Clouds', categories: ['birthday'], svg: castleInTheClouds() },
  { title: "Dragon's Dawn", categories: ['birthday'], svg: dragonsDawn() },
  { title: 'Enchanted Forest', categories: ['birthday'], svg: enchantedForest() },
  { title: 'Crystal Moon', categories: ['birthday', 'holiday'], svg: crystalMoon() },
  {
    title: 'Fairy Lights',
    categories: ['birthday', 'holiday'],
    svg: lanternScene('fantasy5', {
      sky: ['#022c22', '#065f46'],
      lantern: '#a7f3d0',
      glowColor: '#6ee7b7',
      count: 34,
      headline: { text: 'Make a wish', font: 'Dancing Script', size: 56, color: '#d1fae5', y: 640 },
    }),
  },
  {
    title: 'Mountain Kingdom',
    categories: ['birthday', 'congratulations'],
    svg: hillsScene('fantasy6', {
      sky: ['#312e81', '#f9a8d4'],
      layers: ['#6d28d9', '#4c1d95', '#2e1065'],
      jag: 1,
      orb: { x: 130, y: 170, r: 38, color: '#fdf4ff', moon: true },
      stars: ['#ffffff', '#fde68a'],
      headline: {
        text: 'Your quest awaits',
        font: 'Playfair Display',
        size: 36,
        color: '#fdf4ff',
        y: 640,
      },
    }),
  },
];
