import { geometricScene, hillsScene } from '../compositions.js';
import { crescent, glow, starField } from '../scenes.js';
import { BIG_DIPPER, CASSIOPEIA, drawAsterism, GOLD, LEO, ORION, SCORPIUS } from './asterisms.js';
import {
  circle,
  fmt,
  fullBleed,
  g,
  H,
  idScope,
  linear,
  path,
  polar,
  polygon,
  radial,
  rect,
  seededRandom,
  sparklePath,
  svgDoc,
  type TemplateArt,
  W,
} from '../svg.js';

function writtenInTheStars(): string {
  const { id, url } = idScope('zodiac1');
  const rand = seededRandom('zodiac1');
  const cx = W / 2;
  const cy = H / 2;
  const ticks: string[] = [];
  const marks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = i * 30;
    const [x1, y1] = polar(cx, cy, 186, a);
    const [x2, y2] = polar(cx, cy, 226, a);
    ticks.push(`M${fmt(x1)} ${fmt(y1)}L${fmt(x2)} ${fmt(y2)}`);
    const [mx, my] = polar(cx, cy, 206, a + 15);
    marks.push(
      i % 3 === 0
        ? path(sparklePath(mx, my, 8), { fill: GOLD })
        : circle(mx, my, i % 2 === 0 ? 4 : 2.5, { fill: GOLD }),
    );
  }
  for (let a = 0; a < 360; a += 6) {
    const [x1, y1] = polar(cx, cy, 232, a);
    const [x2, y2] = polar(cx, cy, 238, a);
    ticks.push(`M${fmt(x1)} ${fmt(y1)}L${fmt(x2)} ${fmt(y2)}`);
  }
  return svgDoc(
    [
      radial(id('bg'), [
        [0, '#1e3a8a'],
        [1, '#0b1026'],
      ]),
    ],
    fullBleed(url('bg')),
    starField(rand, 140, ['#ffffff', '#fde68a', '#bfdbfe']),
    g(
      { fill: 'none', stroke: GOLD, 'stroke-opacity': 0.85 },
      circle(cx, cy, 186, { 'stroke-width': 1.5 }),
      circle(cx, cy, 226, { 'stroke-width': 1.5 }),
      circle(cx, cy, 238, { 'stroke-width': 1 }),
      path(ticks.join(''), { 'stroke-width': 1 }),
    ),
    ...marks,
    drawAsterism(BIG_DIPPER, 40, 30, 110),
    drawAsterism(SCORPIUS, 360, 600, 110),
  );
}

function constellationMap(): string {
  const { id, url } = idScope('zodiac2');
  const rand = seededRandom('zodiac2');
  const grid: string[] = [];
  for (let x = 50; x < W; x += 100) grid.push(`M${x} 0V${H}`);
  for (let y = 50; y < H; y += 100) grid.push(`M0 ${y}H${W}`);
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#0f172a'],
        [1, '#172554'],
      ]),
    ],
    fullBleed(url('bg')),
    path(grid.join(''), { stroke: '#60a5fa', 'stroke-opacity': 0.12, 'stroke-width': 1 }),
    circle(W / 2, H / 2, 320, { fill: 'none', stroke: '#60a5fa', 'stroke-opacity': 0.15 }),
    starField(rand, 180, ['#ffffff', '#bfdbfe']),
    drawAsterism(BIG_DIPPER, 50, 60, 170),
    drawAsterism(CASSIOPEIA, 330, 80, 120),
    drawAsterism(ORION, 60, 500, 150),
    drawAsterism(LEO, 290, 520, 170),
  );
}

function sunAndMoon(): string {
  const { id, url } = idScope('zodiac3');
  const rand = seededRandom('zodiac3');
  const rays: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = i * 22.5;
    const long = i % 2 === 0;
    rays.push(
      polygon([
        polar(250, 120, 44, a - 7),
        polar(250, 120, long ? 92 : 70, a),
        polar(250, 120, 44, a + 7),
      ]),
    );
  }
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#1e1b4b'],
        [0.5, '#312e81'],
        [1, '#1e1b4b'],
      ]),
      glow(id('sunGlow'), '#fde68a', 0.45),
    ],
    fullBleed(url('bg')),
    starField(rand, 100, ['#ffffff', '#fde68a']),
    rect(20, 20, W - 40, H - 40, { fill: 'none', stroke: GOLD, 'stroke-width': 2 }),
    rect(30, 30, W - 60, H - 60, { fill: 'none', stroke: GOLD, 'stroke-width': 0.8 }),
    circle(250, 120, 140, { fill: url('sunGlow') }),
    path(rays.join(''), { fill: GOLD }),
    circle(250, 120, 42, { fill: '#fbbf24', stroke: '#fef3c7', 'stroke-width': 3 }),
    circle(250, 120, 30, { fill: 'none', stroke: '#fef3c7', 'stroke-width': 1.5 }),
    g({ transform: 'rotate(-20 250 580)' }, crescent(250, 580, 70, '#e0e7ff')),
    path('M250 230V260M250 460V490M100 360H130M370 360H400', {
      stroke: GOLD,
      'stroke-width': 1.2,
    }),
    g(
      { fill: GOLD },
      ...[
        [70, 90],
        [430, 90],
        [70, 620],
        [430, 620],
      ].map(([x, y]) => path(sparklePath(x as number, y as number, 12))),
    ),
  );
}

function cosmicNebula(): string {
  const { id, url } = idScope('zodiac4');
  const rand = seededRandom('zodiac4');
  const clouds = [
    [120, 160, 200, '#c026d3'],
    [400, 260, 180, '#2563eb'],
    [160, 560, 220, '#0d9488'],
    [380, 620, 160, '#db2777'],
  ].map(([x, y, r, c], i) => {
    const name = `neb${i}`;
    return {
      def: radial(id(name), [
        [0, c as string, 0.55],
        [1, c as string, 0],
      ]),
      shape: circle(x as number, y as number, r as number, { fill: url(name) }),
    };
  });
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#020617'],
        [1, '#1e1b4b'],
      ]),
      linear(
        id('planet'),
        [
          [0, '#fde68a'],
          [1, '#ea580c'],
        ],
        [0, 0, 1, 1],
      ),
      linear(
        id('small'),
        [
          [0, '#67e8f9'],
          [1, '#1d4ed8'],
        ],
        [0, 0, 1, 1],
      ),
      ...clouds.map((c) => c.def),
    ],
    fullBleed(url('bg')),
    ...clouds.map((c) => c.shape),
    starField(rand, 220, ['#ffffff', '#f0abfc', '#a5f3fc']),
    g(
      { transform: 'rotate(-18 390 120)' },
      path('M310 120A80 18 0 0 1 470 120', {
        fill: 'none',
        stroke: '#fef3c7',
        'stroke-width': 5,
        'stroke-opacity': 0.8,
      }),
      circle(390, 120, 50, { fill: url('planet') }),
      path('M310 120A80 18 0 0 0 470 120', {
        fill: 'none',
        stroke: '#fef3c7',
        'stroke-width': 5,
      }),
    ),
    circle(90, 610, 28, { fill: url('small') }),
    circle(80, 600, 8, { fill: '#ffffff', 'fill-opacity': 0.35 }),
  );
}

export const zodiac: TemplateArt[] = [
  { title: 'Written in the Stars', categories: ['birthday'], svg: writtenInTheStars() },
  { title: 'Constellation Map', categories: ['birthday'], svg: constellationMap() },
  { title: 'Sun & Moon', categories: ['birthday', 'wedding'], svg: sunAndMoon() },
  { title: 'Cosmic Nebula', categories: ['birthday'], svg: cosmicNebula() },
  {
    title: 'Celestial Orbits',
    categories: ['birthday'],
    svg: geometricScene('zodiac5', {
      bg: '#0b1437',
      inks: ['#fcd34d', '#a5b4fc', '#fde68a', '#818cf8'],
      layout: 'rings',
    }),
  },
  {
    title: 'Desert Stars',
    categories: ['birthday', 'wedding'],
    svg: hillsScene('zodiac6', {
      sky: ['#020617', '#7c2d12'],
      layers: ['#431407', '#2a0e05', '#170702'],
      jag: 0,
      orb: { x: 370, y: 160, r: 34, color: '#fef3c7', moon: true },
      stars: ['#ffffff', '#fcd34d', '#a5b4fc'],
      headline: {
        text: 'written in the stars',
        font: 'Playfair Display',
        size: 34,
        color: '#fde68a',
        y: 650,
      },
    }),
  },
];
