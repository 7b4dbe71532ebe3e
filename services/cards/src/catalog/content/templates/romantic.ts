import { lanternScene, wreathScene } from '../compositions.js';
import { crescent, glow, leafSpray, rose, starField } from '../scenes.js';
import {
  circle,
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
  ridge,
  scatter,
  seededRandom,
  svgDoc,
  type TemplateArt,
  W,
} from '../svg.js';

function heartsAflutter(): string {
  const { id, url } = idScope('romantic1');
  const rand = seededRandom('romantic1');
  const calm = messageGlow(id('calm'), '#fff1f2', 0.55);
  const bokeh = scatter(rand, 14).map(([x, y]) =>
    circle(x, y, rand.range(20, 60), { fill: '#ffffff', 'fill-opacity': rand.range(0.06, 0.16) }),
  );
  const hearts = scatter(rand, 34).map(([x, y]) =>
    path(heartPath(x, y, rand.range(14, 54)), {
      fill: rand.pick(['#be123c', '#e11d48', '#fb7185', '#ffffff']),
      'fill-opacity': rand.range(0.55, 0.95),
      transform: `rotate(${fmt(rand.range(-25, 25))} ${fmt(x)} ${fmt(y)})`,
    }),
  );
  return svgDoc(
    [
      linear(
        id('bg'),
        [
          [0, '#ffe4e6'],
          [0.55, '#fda4af'],
          [1, '#e11d48'],
        ],
        [0, 0, 0.4, 1],
      ),
      calm.def,
    ],
    fullBleed(url('bg')),
    ...bokeh,
    calm.shape,
    ...hearts,
  );
}

function roseGarden(): string {
  const { id, url } = idScope('romantic2');
  const rand = seededRandom('romantic2');
  const cluster = (cx: number, cy: number, flip: number) =>
    g(
      {},
      leafSpray(cx, cy, flip > 0 ? 20 : 200, 150, '#4d7c0f'),
      leafSpray(cx, cy, flip > 0 ? 80 : 260, 140, '#65a30d'),
      leafSpray(cx, cy, flip > 0 ? 50 : 230, 120, '#3f6212', 4),
      rose(cx + 40 * flip, cy + 70 * flip, 40, '#fb7185', '#be123c'),
      rose(cx + 95 * flip, cy + 20 * flip, 34, '#fda4af', '#e11d48'),
      rose(cx, cy, 58, '#e11d48', '#881337'),
      rose(cx + 20 * flip, cy + 140 * flip, 22, '#fecdd3', '#fb7185'),
      rose(cx + 150 * flip, cy - 5 * flip, 20, '#fecdd3', '#fb7185'),
    );
  const petals = scatter(rand, 16).map(([x, y]) =>
    path(`M${fmt(x)} ${fmt(y)}q10 -12 20 0q-10 12 -20 0Z`, {
      fill: '#fb7185',
      'fill-opacity': 0.7,
      transform: `rotate(${fmt(rand.range(0, 360))} ${fmt(x)} ${fmt(y)})`,
    }),
  );
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#fff7f5'],
        [1, '#fde2e4'],
      ]),
    ],
    fullBleed(url('bg')),
    rect(22, 22, W - 44, H - 44, {
      fill: 'none',
      stroke: '#f9a8b4',
      'stroke-width': 1.5,
      rx: 6,
    }),
    ...petals,
    cluster(40, 40, 1),
    cluster(W - 40, H - 40, -1),
  );
}

function moonlitPromise(): string {
  const { id, url } = idScope('romantic3');
  const rand = seededRandom('romantic3');
  const heartStars = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => {
    const t = (i / 12) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
    return [370 + x * 4.2, 150 + y * 4.2] as [number, number];
  });
  return svgDoc(
    [
      linear(id('sky'), [
        [0, '#0f0a3c'],
        [0.55, '#4c1d95'],
        [0.85, '#db2777'],
        [1, '#fb923c'],
      ]),
      glow(id('moonGlow'), '#fde68a', 0.5),
    ],
    fullBleed(url('sky')),
    starField(rand, 110, ['#ffffff', '#fde68a', '#f9a8d4'], undefined, [0, 0, W, 470]),
    circle(120, 130, 110, { fill: url('moonGlow') }),
    crescent(120, 130, 52, '#fef3c7'),
    path(polygon(heartStars), {
      fill: 'none',
      stroke: '#fbcfe8',
      'stroke-width': 1,
      'stroke-opacity': 0.6,
    }),
    ...heartStars.map(([x, y], i) => circle(x, y, i % 3 === 0 ? 3.5 : 2.2, { fill: '#ffffff' })),
    path(ridge(rand, 600, 16, 5), { fill: '#3b0764', 'fill-opacity': 0.75 }),
    path(ridge(rand, 640, 12, 4), { fill: '#1e0a3c' }),
    path(heartPath(250, 626, 22), { fill: '#f472b6' }),
  );
}

function loveLetters(): string {
  const { id, url } = idScope('romantic4');
  const rand = seededRandom('romantic4');
  const stripes: string[] = [];
  for (let i = 0; i * 36 < W + H; i++) {
    stripes.push(
      path(`M${i * 36} 0l-${H} ${H}`, {
        stroke: i % 2 === 0 ? '#dc2626' : '#1d4ed8',
        'stroke-width': 12,
      }),
    );
  }
  const rising = scatter(rand, 14, undefined, [60, 60, W - 60, 470]).map(([x, y]) =>
    path(heartPath(x, y, rand.range(12, 30)), {
      fill: rand.pick(['#e11d48', '#fb7185', '#f43f5e']),
      'fill-opacity': rand.range(0.6, 1),
    }),
  );
  return svgDoc(
    [
      linear(id('paper'), [
        [0, '#fffaf0'],
        [1, '#fbead1'],
      ]),
      linear(id('flap'), [
        [0, '#f5d7b0'],
        [1, '#e9bf8a'],
      ]),
    ],
    rect(0, 0, W, H, { fill: '#ffffff' }),
    g({}, ...stripes),
    rect(18, 18, W - 36, H - 36, { fill: url('paper') }),
    g(
      { fill: 'none', stroke: '#d6b98c', 'stroke-width': 1.2 },
      path('M60 90H200M60 110H170M300 90H440'),
    ),
    circle(410, 100, 34, { fill: 'none', stroke: '#b45309', 'stroke-width': 2 }),
    circle(410, 100, 26, { fill: 'none', stroke: '#b45309', 'stroke-width': 1 }),
    path(heartPath(410, 100, 22), { fill: '#b45309', 'fill-opacity': 0.8 }),
    ...rising,
    g(
      { transform: 'translate(250 585) rotate(-6)' },
      rect(-150, -70, 300, 170, { rx: 8, fill: '#f8e3c4', stroke: '#d4a373', 'stroke-width': 2 }),
      path('M-150 100L0 10L150 100Z', { fill: '#f1d2a8' }),
      path('M-150 -70L0 40L150 -70Z', { fill: url('flap'), stroke: '#d4a373', 'stroke-width': 2 }),
      circle(0, 40, 24, { fill: '#b91c1c' }),
      path(heartPath(0, 40, 22), { fill: '#fecaca' }),
    ),
  );
}

export const romantic: TemplateArt[] = [
  { title: 'Hearts Aflutter', categories: ['wedding'], svg: heartsAflutter() },
  { title: 'Rose Garden', categories: ['wedding'], svg: roseGarden() },
  { title: 'Moonlit Promise', categories: ['wedding'], svg: moonlitPromise() },
  { title: 'Love Letters', categories: ['wedding'], svg: loveLetters() },
  {
    title: 'Heart Lanterns',
    categories: ['wedding'],
    svg: lanternScene('romantic5', {
      sky: ['#4a044e', '#f43f5e'],
      lantern: '#fb7185',
      glowColor: '#fecdd3',
      count: 22,
      hearts: true,
      headline: {
        text: 'Forever yours',
        font: 'Dancing Script',
        size: 56,
        color: '#fff1f2',
        y: 640,
      },
    }),
  },
  {
    title: 'Rose Wreath',
    categories: ['wedding'],
    svg: wreathScene('romantic6', {
      bg: ['#fff1f2', '#fecdd3'],
      leaves: ['#166534', '#15803d', '#3f6212'],
      blooms: [
        ['#e11d48', '#881337'],
        ['#fb7185', '#be123c'],
        ['#fda4af', '#e11d48'],
      ],
      roses: true,
      r: 150,
      headline: { text: 'Mr & Mrs', font: 'Playfair Display', size: 46, color: '#9f1239', y: 610 },
    }),
  },
];
