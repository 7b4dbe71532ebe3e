import { animeSkyScene, garlandScene } from '../compositions.js';
import { cloud, face, starField } from '../scenes.js';
import {
  circle,
  confetti,
  ellipse,
  fmt,
  fullBleed,
  g,
  H,
  idScope,
  linear,
  messageGlow,
  path,
  polygon,
  radial,
  rect,
  scatter,
  seededRandom,
  smoothClosedPath,
  svgDoc,
  type TemplateArt,
  W,
} from '../svg.js';

const SPRINKLES = ['#ef4444', '#3b82f6', '#22c55e', '#f59e0b', '#a855f7', '#ec4899'];

function cakeCatastrophe(): string {
  const { id, url } = idScope('funny1');
  const rand = seededRandom('funny1');
  const glowArea = messageGlow(id('calm'), '#fffbeb', 0.9);
  const candles = [-50, -10, 30, 62].map((x, i) =>
    g(
      { transform: `rotate(${[-8, 4, -3, 38][i]} ${x} -150)` },
      rect(x - 6, -196, 12, 46, { rx: 3, fill: ['#60a5fa', '#f472b6', '#34d399', '#facc15'][i] }),
      path(`M${x - 6} -186l12 -8M${x - 6} -172l12 -8M${x - 6} -158l12 -8`, {
        stroke: '#ffffff',
        'stroke-width': 2.5,
      }),
      path(`M${x} -222c-9 10 -8 22 0 24c8 -2 9 -14 0 -24Z`, { fill: url('flame') }),
    ),
  );
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#fff7d6'],
        [1, '#ffd977'],
      ]),
      linear(id('flame'), [
        [0, '#fde047'],
        [1, '#f97316'],
      ]),
      glowArea.def,
    ],
    fullBleed(url('bg')),
    g(
      { fill: '#ffffff', 'fill-opacity': 0.35 },
      ...scatter(rand, 60).map(([x, y]) => circle(x, y, rand.range(4, 10))),
    ),
    glowArea.shape,
    confetti(rand, 45, SPRINKLES),
    ellipse(250, 668, 210, 26, { fill: '#d97706', 'fill-opacity': 0.25 }),
    path('M60 676c40 -18 90 -10 110 6c-30 10 -80 12 -110 -6Z', { fill: '#fbcfe8' }),
    g(
      { transform: 'translate(250 640) rotate(-11)' },
      ellipse(0, 0, 150, 22, { fill: '#f1f5f9', stroke: '#cbd5e1', 'stroke-width': 3 }),
      rect(-110, -150, 220, 150, { rx: 18, fill: '#f9a8d4' }),
      rect(-110, -80, 220, 20, { fill: '#fde68a' }),
      path(
        'M-110 -132V-150Q-110 -160 -100 -160H100Q110 -160 110 -150V-118c-12 0 -12 26 -24 26' +
          's-12 -34 -24 -34s-12 46 -26 46s-12 -40 -26 -40s-12 28 -24 28s-14 -36 -26 -36' +
          's-12 50 -26 50s-14 -30 -26 -30s-12 16 -24 16Z',
        { fill: '#ffffff' },
      ),
      ...candles,
      face(0, -36, 1.3, 'surprised'),
    ),
  );
}

function catTitude(): string {
  const { id, url } = idScope('funny2');
  const rand = seededRandom('funny2');
  const doodles = scatter(rand, 26, undefined, [0, 0, W, 470]).map(([x, y]) => {
    const color = rand.pick(['#ffffff', '#134e4a', '#fde68a']);
    const kind = rand.int(0, 2);
    const t = `rotate(${fmt(rand.range(-30, 30))} ${fmt(x)} ${fmt(y)})`;
    if (kind === 0)
      return path(`M${fmt(x - 14)} ${fmt(y)}q7 -9 14 0t14 0`, {
        fill: 'none',
        stroke: color,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        transform: t,
      });
    if (kind === 1)
      return g(
        { transform: t, fill: color },
        ellipse(x, y, 13, 7),
        path(
          polygon([
            [x + 10, y],
            [x + 20, y - 7],
            [x + 20, y + 7],
          ]),
        ),
      );
    return circle(x, y, 5, { fill: 'none', stroke: color, 'stroke-width': 2.5 });
  });
  const whiskers = 'M175 560l-70 -10M175 572l-72 6M325 560l70 -10M325 572l72 6';
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#99e6da'],
        [1, '#5cc7b8'],
      ]),
      linear(id('fur'), [
        [0, '#fdba74'],
        [1, '#f97316'],
      ]),
    ],
    fullBleed(url('bg')),
    g({ opacity: 0.6 }, ...doodles),
    path('M120 700V520L150 400L215 470Z', { fill: url('fur') }),
    path('M380 700V520L350 400L285 470Z', { fill: url('fur') }),
    path('M150 440L170 480L195 470Z', { fill: '#fecdd3' }),
    path('M350 440L330 480L305 470Z', { fill: '#fecdd3' }),
    ellipse(250, 610, 175, 150, { fill: url('fur') }),
    path('M215 470q35 -14 70 0l-8 34q-27 -10 -54 0Z', { fill: '#ea580c', 'fill-opacity': 0.6 }),
    g(
      {},
      ellipse(200, 548, 26, 30, { fill: '#fffbeb' }),
      ellipse(300, 548, 26, 30, { fill: '#fffbeb' }),
      ellipse(206, 556, 15, 20, { fill: '#1f2937' }),
      ellipse(294, 556, 15, 20, { fill: '#1f2937' }),
      circle(211, 548, 5, { fill: '#ffffff' }),
      circle(299, 548, 5, { fill: '#ffffff' }),
      path('M240 588h20l-10 10Z', { fill: '#fb7185' }),
      path('M250 598q-12 16 -26 6M250 598q12 16 26 6', {
        fill: 'none',
        stroke: '#7c2d12',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
      path(whiskers, { stroke: '#7c2d12', 'stroke-width': 2, 'stroke-linecap': 'round' }),
    ),
    ellipse(130, 680, 46, 30, { fill: '#fed7aa' }),
    ellipse(370, 680, 46, 30, { fill: '#fed7aa' }),
    path('M112 670v14M130 668v16M148 670v14M352 670v14M370 668v16M388 670v14', {
      stroke: '#c2410c',
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
    circle(412, 120, 40, { fill: '#f472b6' }),
    path('M380 100q32 20 64 0M376 124q36 18 72 -4M388 148q26 -10 48 -40', {
      fill: 'none',
      stroke: '#be185d',
      'stroke-width': 3,
    }),
    path('M412 160q-40 60 10 90t-30 90', {
      fill: 'none',
      stroke: '#f472b6',
      'stroke-width': 3,
      'stroke-dasharray': '1 0',
    }),
  );
}

function balloonBuddies(): string {
  const { id, url } = idScope('funny3');
  const rand = seededRandom('funny3');
  const balloon = (x: number, y: number, r: number, color: string, tilt: number) =>
    g(
      { transform: `rotate(${tilt} ${x} ${y + r * 3})` },
      path(`M${x} ${y + r * 1.15}c-14 40 18 70 -4 ${fmt(r * 3)}`, {
        fill: 'none',
        stroke: '#475569',
        'stroke-width': 2,
      }),
      ellipse(x, y, r, r * 1.15, { fill: color }),
      path(
        polygon([
          [x, y + r * 1.1],
          [x - 8, y + r * 1.3],
          [x + 8, y + r * 1.3],
        ]),
        {
          fill: color,
        },
      ),
      ellipse(x - r * 0.4, y - r * 0.5, r * 0.16, r * 0.3, {
        fill: '#ffffff',
        'fill-opacity': 0.55,
        transform: `rotate(30 ${fmt(x - r * 0.4)} ${fmt(y - r * 0.5)})`,
      }),
      face(x, y, r / 60, rand.pick(['happy', 'smug', 'surprised'] as const)),
    );
  return svgDoc(
    [
      linear(id('sky'), [
        [0, '#7dd3fc'],
        [1, '#e0f2fe'],
      ]),
      radial(id('sun'), [
        [0, '#fef9c3', 0.9],
        [1, '#fef9c3', 0],
      ]),
    ],
    fullBleed(url('sky')),
    circle(80, 90, 140, { fill: url('sun') }),
    cloud(110, 640, 1.6, '#ffffff', 0.9),
    cloud(400, 620, 1.2, '#ffffff', 0.8),
    cloud(380, 470, 0.7, '#ffffff', 0.6),
    cloud(90, 450, 0.6, '#ffffff', 0.6),
    starField(rand, 18, ['#fde047', '#ffffff'], undefined, [0, 0, W, 220]),
    balloon(130, 120, 58, '#f43f5e', -8),
    balloon(370, 105, 64, '#8b5cf6', 7),
    balloon(255, 70, 48, '#fbbf24', 0),
  );
}

function donutWorry(): string {
  const { id, url } = idScope('funny4');
  const rand = seededRandom('funny4');
  const donut = (
    cx: number,
    cy: number,
    r: number,
    glaze: string,
    expression: 'happy' | 'smug',
  ) => {
    const pts: [number, number][] = [];
    for (let i = 0; i < 14; i++) {
      const a = (i * Math.PI * 2) / 14;
      const rr = r * (i % 2 === 0 ? 0.93 : 0.78) * (Math.sin(a) > 0.3 ? 1.04 : 1);
      pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a) * 0.9]);
    }
    const glazePath = smoothClosedPath(pts);
    const sprinkles = scatter(rand, 26, { cx, cy, rx: r * 0.38, ry: r * 0.34 }, [
      cx - r * 0.75,
      cy - r * 0.7,
      cx + r * 0.75,
      cy + r * 0.7,
    ]).map(([x, y]) =>
      rect(x - 6, y - 2, 12, 4, {
        rx: 2,
        fill: rand.pick(SPRINKLES),
        transform: `rotate(${fmt(rand.range(0, 180))} ${fmt(x)} ${fmt(y)})`,
      }),
    );
    return g(
      {},
      ellipse(cx, cy + r * 0.12, r, r * 0.92, { fill: '#d6a062' }),
      path(glazePath, { fill: glaze }),
      ...sprinkles,
      ellipse(cx, cy, r * 0.3, r * 0.26, { fill: '#f5e1f3' }),
      face(cx, cy + r * 0.52, r / 100, expression),
    );
  };
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#ede9fe'],
        [1, '#fbcfe8'],
      ]),
    ],
    fullBleed(url('bg')),
    g(
      { fill: 'none', stroke: '#c4b5fd', 'stroke-width': 3, 'stroke-linecap': 'round' },
      ...scatter(rand, 22).map(([x, y]) =>
        path(`M${fmt(x - 10)} ${fmt(y)}h20M${fmt(x)} ${fmt(y - 10)}v20`, {
          transform: `rotate(45 ${fmt(x)} ${fmt(y)})`,
        }),
      ),
    ),
    donut(330, 585, 120, '#f472b6', 'happy'),
    donut(110, 140, 70, '#7c3aed', 'smug'),
    confetti(rand, 20, SPRINKLES),
    circle(70, 620, 36, { fill: '#fde68a' }),
    path('M48 606h44v40q0 14 -22 14t-22 -14Z', { fill: '#92400e' }),
    path('M92 616q18 0 16 14t-16 12', { fill: 'none', stroke: '#92400e', 'stroke-width': 5 }),
    path('M58 590q6 -12 0 -22M72 590q6 -12 0 -22', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    rect(0, H - 10, W, 10, { fill: '#c4b5fd', 'fill-opacity': 0.4 }),
  );
}

export const funny: TemplateArt[] = [
  { title: 'Cake Catastrophe', categories: ['birthday'], svg: cakeCatastrophe() },
  { title: 'Cat-titude', categories: ['birthday'], svg: catTitude() },
  { title: 'Balloon Buddies', categories: ['birthday', 'congratulations'], svg: balloonBuddies() },
  { title: 'Donut Worry', categories: ['birthday', 'thank-you'], svg: donutWorry() },
  {
    title: 'Party Animals',
    categories: ['birthday'],
    svg: garlandScene('funny5', {
      bg: ['#ecfeff', '#cffafe'],
      flags: ['#f97316', '#facc15', '#22c55e', '#ec4899'],
      cord: '#0e7490',
      balloons: ['#f97316', '#a3e635', '#f472b6'],
      confetti: ['#f97316', '#facc15', '#22c55e', '#ec4899', '#6366f1'],
      faces: true,
      headline: {
        text: 'Older? Pfft.',
        font: 'Dancing Script',
        size: 58,
        color: '#0e7490',
        y: 200,
      },
    }),
  },
  {
    title: 'Cloud Nine Giggles',
    categories: ['birthday', 'thank-you'],
    svg: animeSkyScene('funny6', {
      sky: ['#a5f3fc', '#fef9c3'],
      clouds: '#ffffff',
      shade: '#e0f2fe',
      petals: ['#fde047', '#fb7185', '#a78bfa'],
      faces: true,
      headline: { text: 'LOL, happy day!', font: 'Poppins', size: 40, color: '#7c3aed', y: 110 },
    }),
  },
];
