import type { CardFont, EDITOR_TEMPLATE_IDS } from '@cardsmith/contracts';
import { flower, leafSpray, rose } from './scenes.js';
import {
  circle,
  fullBleed,
  g,
  H,
  idScope,
  linear,
  path,
  polar,
  polygon,
  rect,
  scatter,
  seededRandom,
  smoothClosedPath,
  svgDoc,
  W,
} from './svg.js';

export interface EditorTemplateSeed {
  id: (typeof EDITOR_TEMPLATE_IDS)[number];
  name: string;
  description: string;
  backgroundColor: string;
  textFont: CardFont;
  accentColor: string;
  svg: string;
  position: number;
}

/**
 * The art leaves the band across the middle (about y 255–385) to the card's headline, an
 * editable text element the modern editor lays over it, and the lower third to the message.
 */
function modern(): string {
  const { id, url } = idScope('editor-modern');
  return svgDoc(
    [
      linear(
        id('bg'),
        [
          [0, '#4f46e5'],
          [1, '#9333ea'],
        ],
        [0, 0, 1, 1],
      ),
    ],
    fullBleed(url('bg')),
    circle(430, 80, 160, { fill: '#ffffff', 'fill-opacity': 0.08 }),
    circle(60, 640, 190, { fill: '#22d3ee', 'fill-opacity': 0.18 }),
    path(
      polygon([
        [0, 520],
        [W, 430],
        [W, H],
        [0, H],
      ]),
      { fill: '#ffffff', 'fill-opacity': 0.07 },
    ),
    rect(210, 232, 80, 6, { rx: 3, fill: '#22d3ee' }),
  );
}

function classic(): string {
  const gold = '#b08d57';
  return svgDoc(
    [],
    fullBleed('#fbf7ef'),
    rect(26, 26, W - 52, H - 52, { fill: 'none', stroke: gold, 'stroke-width': 2 }),
    rect(36, 36, W - 72, H - 72, { fill: 'none', stroke: gold, 'stroke-width': 0.8 }),
    path('M170 240H330M200 405H300', { stroke: gold, 'stroke-width': 1 }),
    circle(250, 240, 5, { fill: gold }),
  );
}

function minimal(): string {
  return svgDoc(
    [],
    fullBleed('#ffffff'),
    rect(40, 40, W - 80, H - 80, { fill: 'none', stroke: '#d1d5db', 'stroke-width': 1 }),
    circle(250, 215, 5, { fill: '#111827' }),
    circle(236, 215, 2.5, { fill: '#9ca3af' }),
    circle(264, 215, 2.5, { fill: '#9ca3af' }),
    path('M225 400H275', { stroke: '#111827', 'stroke-width': 1.5 }),
  );
}

function artistic(): string {
  const rand = seededRandom('editor-artistic');
  const splash = (cx: number, cy: number, r: number, fill: string) => {
    const pts: [number, number][] = [];
    for (let i = 0; i < 14; i++) pts.push(polar(cx, cy, r * rand.range(0.6, 1.25), i * (360 / 14)));
    const drops = scatter(rand, 5, { cx, cy, rx: r * 1.1, ry: r * 1.1 }, [
      cx - r * 1.6,
      cy - r * 1.6,
      cx + r * 1.6,
      cy + r * 1.6,
    ]).map(([x, y]) => circle(x, y, rand.range(4, 10), { fill }));
    return g({ 'fill-opacity': 0.85 }, path(smoothClosedPath(pts), { fill }), ...drops);
  };
  return svgDoc(
    [],
    fullBleed('#fff8f0'),
    splash(90, 110, 90, '#f97316'),
    splash(430, 170, 70, '#ec4899'),
    splash(100, 600, 80, '#14b8a6'),
    splash(420, 610, 100, '#8b5cf6'),
    path('M40 480C140 430 220 520 320 470S440 420 470 450', {
      fill: 'none',
      stroke: '#facc15',
      'stroke-width': 14,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.8,
    }),
  );
}

function vintage(): string {
  const { id, url } = idScope('editor-vintage');
  const ink = '#5c4033';
  const rand = seededRandom('editor-vintage');
  return svgDoc(
    [
      linear(id('paper'), [
        [0, '#f3e5c8'],
        [1, '#e4cfa3'],
      ]),
    ],
    fullBleed(url('paper')),
    g(
      { fill: '#a0825c', 'fill-opacity': 0.12 },
      ...scatter(rand, 40).map(([x, y]) => circle(x, y, rand.range(1, 4))),
    ),
    rect(30, 30, W - 60, H - 60, {
      fill: 'none',
      stroke: ink,
      'stroke-width': 3,
      'stroke-dasharray': '2 6',
      'stroke-linecap': 'round',
    }),
    rect(44, 44, W - 88, H - 88, { fill: 'none', stroke: ink, 'stroke-width': 1 }),
    g(
      { fill: 'none', stroke: ink, 'stroke-width': 1.5 },
      path('M150 240c30 -20 70 -20 100 0c30 -20 70 -20 100 0'),
      path('M150 405c30 20 70 20 100 0c30 20 70 20 100 0'),
    ),
  );
}

function floral(): string {
  return svgDoc(
    [],
    fullBleed('#fff5f7'),
    leafSpray(20, 20, 30, 170, '#86a873'),
    leafSpray(20, 20, 70, 160, '#6b8f5a'),
    rose(70, 70, 46, '#f4a6b8', '#d26a86'),
    rose(150, 40, 30, '#f9c9d4', '#e08aa0'),
    flower(40, 160, 22, '#fbd5dd', '#e9a23b'),
    leafSpray(W - 20, H - 20, 210, 170, '#86a873'),
    leafSpray(W - 20, H - 20, 250, 160, '#6b8f5a'),
    rose(W - 70, H - 70, 46, '#f4a6b8', '#d26a86'),
    rose(W - 150, H - 40, 30, '#f9c9d4', '#e08aa0'),
    flower(W - 40, H - 160, 22, '#fbd5dd', '#e9a23b'),
  );
}

export const EDITOR_TEMPLATE_SEEDS: EditorTemplateSeed[] = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Bold indigo gradient with clean geometric shapes and crisp sans-serif type.',
    backgroundColor: '#4f46e5',
    textFont: 'Poppins',
    accentColor: '#22d3ee',
    svg: modern(),
    position: 1,
  },
  {
    id: 'classic',
    name: 'Classic',
    description: 'Ivory card stock, a fine gold double rule and timeless serif lettering.',
    backgroundColor: '#fbf7ef',
    textFont: 'Playfair Display',
    accentColor: '#b08d57',
    svg: classic(),
    position: 2,
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Plenty of white space and light type that lets your words do the talking.',
    backgroundColor: '#ffffff',
    textFont: 'Lato',
    accentColor: '#111827',
    svg: minimal(),
    position: 3,
  },
  {
    id: 'artistic',
    name: 'Artistic',
    description: 'Playful paint splashes and a brushy script for a hand-made feel.',
    backgroundColor: '#fff8f0',
    textFont: 'Pacifico',
    accentColor: '#ec4899',
    svg: artistic(),
    position: 4,
  },
  {
    id: 'vintage',
    name: 'Vintage',
    description: 'Aged paper, stitched borders and old-letterpress charm.',
    backgroundColor: '#f3e5c8',
    textFont: 'Merriweather',
    accentColor: '#5c4033',
    svg: vintage(),
    position: 5,
  },
  {
    id: 'floral',
    name: 'Floral',
    description: 'Blush roses and trailing greenery framing a flowing script.',
    backgroundColor: '#fff5f7',
    textFont: 'Dancing Script',
    accentColor: '#b23a5b',
    svg: floral(),
    position: 6,
  },
];
