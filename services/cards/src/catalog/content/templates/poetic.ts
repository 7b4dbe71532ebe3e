import {
  bandsScene,
  cornersScene,
  geometricScene,
  hillsScene,
  lanternScene,
  wreathScene,
} from '../compositions.js';
import type { TemplateArt } from '../svg.js';

export const poetic: TemplateArt[] = [
  {
    title: 'Moonlit Verse',
    categories: ['wedding', 'birthday'],
    svg: hillsScene('poetic1', {
      sky: ['#0f172a', '#4338ca'],
      layers: ['#312e81', '#1e1b4b', '#0f0c2e'],
      jag: 1,
      orb: { x: 360, y: 150, r: 42, color: '#fef9c3', moon: true },
      stars: ['#ffffff', '#fef9c3'],
      headline: {
        text: 'and so it begins',
        font: 'Playfair Display',
        size: 38,
        color: '#e0e7ff',
        y: 640,
      },
    }),
  },
  {
    title: 'Garden Sonnet',
    categories: ['wedding', 'thank-you'],
    svg: cornersScene('poetic2', {
      bg: ['#fdf2f8', '#fae8ff'],
      leaves: ['#4d7c0f', '#65a30d', '#3f6212'],
      blooms: [
        ['#f9a8d4', '#9d174d'],
        ['#ddd6fe', '#5b21b6'],
        ['#fecdd3', '#be123c'],
      ],
      wash: '#ffffff',
      headline: {
        text: 'Shall I compare thee',
        font: 'Dancing Script',
        size: 40,
        color: '#831843',
        y: 350,
      },
    }),
  },
  {
    title: 'Stanzas',
    categories: ['wedding', 'sympathy'],
    svg: geometricScene('poetic3', {
      bg: '#f5f1e8',
      inks: ['#c2410c', '#ea580c', '#fdba74', '#fed7aa'],
      layout: 'arches',
      headline: {
        text: 'a little verse for you',
        font: 'Playfair Display',
        size: 32,
        color: '#7c2d12',
        y: 130,
      },
    }),
  },
  {
    title: 'Ink and Tide',
    categories: ['sympathy', 'thank-you'],
    svg: bandsScene('poetic4', {
      bg: '#eef2ff',
      bands: ['#c7d2fe', '#a5b4fc', '#6366f1', '#312e81'],
      width: 30,
      curve: 'tide',
      headline: {
        text: 'the sea remembers',
        font: 'Playfair Display',
        size: 36,
        color: '#312e81',
        y: 220,
      },
    }),
  },
  {
    title: 'Laurel Crown',
    categories: ['wedding', 'congratulations'],
    svg: wreathScene('poetic5', {
      bg: ['#fefce8', '#fde68a'],
      leaves: ['#3f6212', '#4d7c0f', '#a16207'],
      blooms: [
        ['#fef08a', '#a16207'],
        ['#ffffff', '#ca8a04'],
      ],
      r: 160,
      headline: {
        text: 'To love and verse',
        font: 'Dancing Script',
        size: 48,
        color: '#713f12',
        y: 610,
      },
    }),
  },
  {
    title: 'Firefly Lines',
    categories: ['birthday', 'thank-you'],
    svg: lanternScene('poetic6', {
      sky: ['#052e16', '#14532d'],
      lantern: '#fde047',
      glowColor: '#bef264',
      count: 30,
      headline: {
        text: 'small lights, big wonder',
        font: 'Playfair Display',
        size: 32,
        color: '#ecfccb',
        y: 640,
      },
    }),
  },
];
