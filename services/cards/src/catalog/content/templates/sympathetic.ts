import {
  bandsScene,
  cornersScene,
  hillsScene,
  lanternScene,
  polaroidScene,
  wreathScene,
} from '../compositions.js';
import type { TemplateArt } from '../svg.js';

export const sympathetic: TemplateArt[] = [
  {
    title: 'Lanterns on the Lake',
    categories: ['sympathy'],
    svg: lanternScene('sympathetic1', {
      sky: ['#1e293b', '#64748b'],
      lantern: '#fde68a',
      glowColor: '#fef3c7',
      count: 14,
      water: '#334155',
      headline: {
        text: 'Always remembered',
        font: 'Playfair Display',
        size: 34,
        color: '#f1f5f9',
        y: 110,
      },
    }),
  },
  {
    title: 'Doves at Dusk',
    categories: ['sympathy'],
    svg: hillsScene('sympathetic2', {
      sky: ['#c7d2fe', '#fce7f3'],
      layers: ['#a5b4fc', '#818cf8', '#6366f1'],
      jag: 0,
      orb: { x: 330, y: 400, r: 46, color: '#fff7ed' },
      birds: '#475569',
      headline: {
        text: 'With sympathy',
        font: 'Dancing Script',
        size: 50,
        color: '#312e81',
        y: 110,
      },
    }),
  },
  {
    title: 'White Lilies',
    categories: ['sympathy'],
    svg: cornersScene('sympathetic3', {
      bg: ['#f8fafc', '#e2e8f0'],
      leaves: ['#94a3b8', '#64748b', '#a3b8a0'],
      blooms: [
        ['#ffffff', '#facc15'],
        ['#f1f5f9', '#a3a3a3'],
      ],
      wash: '#ffffff',
      headline: {
        text: 'In loving memory',
        font: 'Playfair Display',
        size: 34,
        color: '#475569',
        y: 350,
      },
    }),
  },
  {
    title: 'Gentle Wreath',
    categories: ['sympathy'],
    svg: wreathScene('sympathetic4', {
      bg: ['#f5f5f4', '#d6d3d1'],
      leaves: ['#57534e', '#78716c', '#84a98c'],
      blooms: [
        ['#e7e5e4', '#a8a29e'],
        ['#fafaf9', '#d6d3d1'],
      ],
      r: 150,
      headline: {
        text: 'Thinking of you',
        font: 'Dancing Script',
        size: 50,
        color: '#44403c',
        y: 600,
      },
    }),
  },
  {
    title: 'Quiet Tide',
    categories: ['sympathy'],
    svg: bandsScene('sympathetic5', {
      bg: '#f0f9ff',
      bands: ['#bae6fd', '#7dd3fc', '#38bdf8', '#0284c7'],
      width: 34,
      curve: 'tide',
      headline: {
        text: 'Holding you close',
        font: 'Playfair Display',
        size: 36,
        color: '#075985',
        y: 230,
      },
    }),
  },
  {
    title: 'Treasured Moments',
    categories: ['sympathy'],
    svg: polaroidScene('sympathetic6', {
      bg: ['#f5f0e6', '#e7dcc8'],
      tape: '#d6c7a1',
      skies: [
        ['#cbd5e1', '#f1f5f9'],
        ['#e0e7ff', '#fdf2f8'],
      ],
      ground: ['#94a3a0', '#a8a29e'],
      headline: {
        text: 'Forever in our hearts',
        font: 'Dancing Script',
        size: 42,
        color: '#57534e',
        y: 360,
      },
    }),
  },
];
