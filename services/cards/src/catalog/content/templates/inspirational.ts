import { cornersScene, raysScene } from '../compositions.js';
import { cloud, glow, starField } from '../scenes.js';
import {
  circle,
  ellipse,
  fmt,
  fullBleed,
  g,
  H,
  idScope,
  leafPath,
  linear,
  path,
  polar,
  polygon,
  rect,
  ridge,
  seededRandom,
  svgDoc,
  type TemplateArt,
  W,
} from '../svg.js';

function mountainSunrise(): string {
  const { id, url } = idScope('inspirational1');
  const rand = seededRandom('inspirational1');
  const rays: string[] = [];
  for (let a = 180; a <= 360; a += 12) {
    const [x1, y1] = polar(250, 520, 90, a);
    const [x2, y2] = polar(250, 520, 600, a - 3);
    const [x3, y3] = polar(250, 520, 600, a + 3);
    rays.push(
      polygon([
        [x1, y1],
        [x2, y2],
        [x3, y3],
      ]),
    );
  }
  const layers = [
    { base: 500, amp: 50, color: '#a78bfa', steps: 4 },
    { base: 545, amp: 45, color: '#7c3aed', steps: 5 },
    { base: 600, amp: 35, color: '#5b21b6', steps: 6 },
    { base: 650, amp: 25, color: '#2e1065', steps: 7 },
  ];
  return svgDoc(
    [
      linear(id('sky'), [
        [0, '#60a5fa'],
        [0.45, '#fbcfe8'],
        [0.75, '#fed7aa'],
        [1, '#fb923c'],
      ]),
      glow(id('sun'), '#fff7ed', 0.9),
    ],
    fullBleed(url('sky')),
    path(rays.join(''), { fill: '#ffffff', 'fill-opacity': 0.12 }),
    circle(250, 520, 190, { fill: url('sun') }),
    circle(250, 520, 70, { fill: '#fff7ed' }),
    cloud(90, 150, 0.9, '#ffffff', 0.7),
    cloud(400, 90, 1.1, '#ffffff', 0.6),
    ...layers.map((l) => path(ridge(rand, l.base, l.amp, l.steps, 1), { fill: l.color })),
    path('M196 468l14 -10l14 10M226 480l10 -7l10 7', {
      fill: 'none',
      stroke: '#4c1d95',
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }),
  );
}

function paperPlaneDreams(): string {
  const { id, url } = idScope('inspirational2');
  const trail = 'M-20 640C120 600 60 470 150 450S300 560 330 470S180 330 280 240S420 210 402 140';
  return svgDoc(
    [
      linear(
        id('bg'),
        [
          [0, '#c7d2fe'],
          [0.6, '#ccfbf1'],
          [1, '#fef9c3'],
        ],
        [0, 0, 0.3, 1],
      ),
      linear(id('wing'), [
        [0, '#ffffff'],
        [1, '#e0e7ff'],
      ]),
    ],
    fullBleed(url('bg')),
    cloud(390, 640, 1.7, '#ffffff', 0.9),
    cloud(80, 660, 1.2, '#ffffff', 0.8),
    cloud(110, 120, 0.8, '#ffffff', 0.7),
    path(trail, {
      fill: 'none',
      stroke: '#6366f1',
      'stroke-width': 3,
      'stroke-dasharray': '10 10',
      'stroke-linecap': 'round',
      'stroke-opacity': 0.55,
    }),
    g(
      { transform: 'translate(410 110) rotate(-28)' },
      path('M-60 10L60 -30L-20 40Z', { fill: url('wing'), stroke: '#4f46e5', 'stroke-width': 2 }),
      path('M-60 10L60 -30L-30 12Z', { fill: '#a5b4fc', stroke: '#4f46e5', 'stroke-width': 2 }),
      path('M-30 12L-20 40L-8 20Z', { fill: '#818cf8' }),
    ),
  );
}

function bloomWherePlanted(): string {
  const { id, url } = idScope('inspirational3');
  const stem = 'M250 560C240 480 270 430 245 360S250 250 262 190';
  const leaves = [
    [246, 520, 200, 60],
    [253, 470, -20, 70],
    [250, 410, 205, 66],
    [246, 330, -25, 58],
    [252, 260, 210, 48],
  ].map(([x, y, a, l]) =>
    path(leafPath(x as number, y as number, l as number, a as number, 0.42), {
      fill: (a as number) > 90 ? '#16a34a' : '#4ade80',
    }),
  );
  const petals: string[] = [];
  for (let i = 0; i < 10; i++) {
    const [px, py] = polar(262, 160, 30, i * 36);
    petals.push(
      ellipse(px, py, 28, 13, {
        fill: i % 2 === 0 ? '#fb923c' : '#fdba74',
        transform: `rotate(${i * 36} ${fmt(px)} ${fmt(py)})`,
      }),
    );
  }
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#fefce8'],
        [1, '#d9f99d'],
      ]),
      glow(id('halo'), '#fde68a', 0.8),
      linear(id('pot'), [
        [0, '#ea580c'],
        [1, '#c2410c'],
      ]),
    ],
    fullBleed(url('bg')),
    circle(262, 160, 150, { fill: url('halo') }),
    g(
      { fill: 'none', stroke: '#84cc16', 'stroke-opacity': 0.25, 'stroke-width': 2 },
      ...[120, 170, 220].map((r) => circle(262, 160, r)),
    ),
    path(stem, { fill: 'none', stroke: '#15803d', 'stroke-width': 6, 'stroke-linecap': 'round' }),
    ...leaves,
    ...petals,
    circle(262, 160, 22, { fill: '#92400e' }),
    circle(262, 160, 14, { fill: '#b45309' }),
    path('M170 560H330L310 680H190Z', { fill: url('pot') }),
    rect(160, 545, 180, 30, { rx: 6, fill: '#f97316' }),
    path('M0 680H500V700H0Z', { fill: '#a3e635', 'fill-opacity': 0.6 }),
  );
}

function guidingLight(): string {
  const { id, url } = idScope('inspirational4');
  const rand = seededRandom('inspirational4');
  const waves = [0, 1, 2].map((k) => {
    let d = `M0 ${600 + k * 30}`;
    for (let x = 0; x < W; x += 50) d += `q25 ${k % 2 === 0 ? -10 : 10} 50 0`;
    return path(`${d}V${H}H0Z`, { fill: ['#1e3a8a', '#1e40af', '#172554'][k] });
  });
  return svgDoc(
    [
      linear(id('sky'), [
        [0, '#0c1445'],
        [0.6, '#3730a3'],
        [1, '#f0abfc'],
      ]),
      linear(
        id('beam'),
        [
          [0, '#fef08a', 0.75],
          [1, '#fef08a', 0],
        ],
        [1, 0, 0, 0],
      ),
      glow(id('lamp'), '#fef08a', 0.9),
    ],
    fullBleed(url('sky')),
    starField(rand, 90, ['#ffffff', '#e0e7ff'], undefined, [0, 0, W, 420]),
    path('M395 262L-10 150L-10 300Z', { fill: url('beam') }),
    circle(395, 262, 60, { fill: url('lamp') }),
    path('M330 640L350 560L440 560L470 640Z', { fill: '#1e1b4b' }),
    path('M372 560L382 300L408 300L418 560Z', { fill: '#f8fafc' }),
    path('M375.5 470L378 410L412 410L414.5 470Z', { fill: '#dc2626' }),
    path('M379.5 360L381 330L409 330L410.5 360Z', { fill: '#dc2626' }),
    rect(376, 268, 38, 32, { fill: '#fef9c3', stroke: '#1e1b4b', 'stroke-width': 3 }),
    path('M370 268L395 240L420 268Z', { fill: '#b91c1c' }),
    rect(366, 298, 58, 6, { fill: '#1e1b4b' }),
    ...waves,
  );
}

export const inspirational: TemplateArt[] = [
  { title: 'Mountain Sunrise', categories: ['congratulations'], svg: mountainSunrise() },
  { title: 'Paper Plane Dreams', categories: ['congratulations'], svg: paperPlaneDreams() },
  { title: 'Bloom Where You Are', categories: ['congratulations'], svg: bloomWherePlanted() },
  { title: 'Guiding Light', categories: ['congratulations', 'sympathy'], svg: guidingLight() },
  {
    title: 'Rise and Shine',
    categories: ['congratulations'],
    svg: raysScene('inspirational5', {
      bg: ['#fff7ed', '#fed7aa'],
      ray: '#fb923c',
      rayOpacity: 0.18,
      origin: [250, 760],
      rays: 20,
      confetti: ['#f97316', '#facc15', '#fde68a'],
      glowColor: '#fff7ed',
      headline: {
        text: 'Your time to shine',
        font: 'Playfair Display',
        size: 38,
        color: '#9a3412',
        y: 120,
      },
    }),
  },
  {
    title: 'Turn a New Leaf',
    categories: ['congratulations', 'sympathy'],
    svg: cornersScene('inspirational6', {
      bg: ['#f0fdf4', '#dcfce7'],
      leaves: ['#15803d', '#16a34a', '#4d7c0f'],
      blooms: [
        ['#fef08a', '#a16207'],
        ['#bbf7d0', '#166534'],
      ],
      wash: '#ffffff',
      headline: {
        text: 'New beginnings',
        font: 'Dancing Script',
        size: 50,
        color: '#14532d',
        y: 350,
      },
    }),
  },
];
