import {
  bandsScene,
  garlandScene,
  hillsScene,
  lanternScene,
  polaroidScene,
  snowScene,
} from '../compositions.js';
import type { TemplateArt } from '../svg.js';

export const nostalgic: TemplateArt[] = [
  {
    title: 'Summer Snapshots',
    categories: ['birthday', 'thank-you'],
    svg: polaroidScene('nostalgic1', {
      bg: ['#fef3c7', '#fcd9a8'],
      tape: '#fca5a5',
      skies: [
        ['#7dd3fc', '#fef9c3'],
        ['#fdba74', '#fde68a'],
        ['#a5b4fc', '#fbcfe8'],
      ],
      ground: ['#65a30d', '#0ea5e9', '#ca8a04'],
      headline: {
        text: 'Remember when…',
        font: 'Dancing Script',
        size: 50,
        color: '#9a3412',
        y: 370,
      },
    }),
  },
  {
    title: 'Seventies Rainbow',
    categories: ['birthday', 'congratulations'],
    svg: bandsScene('nostalgic2', {
      bg: '#fef6e4',
      bands: ['#b45309', '#d97706', '#f59e0b', '#84a98c', '#52796f'],
      width: 36,
      curve: 'rainbow',
      headline: { text: 'groovy', font: 'Dancing Script', size: 70, color: '#7c2d12', y: 160 },
    }),
  },
  {
    title: 'Sepia Sunset',
    categories: ['thank-you', 'sympathy'],
    svg: hillsScene('nostalgic3', {
      sky: ['#fde68a', '#d6a775'],
      layers: ['#b08968', '#9c6644', '#7f5539'],
      jag: 0,
      orb: { x: 160, y: 420, r: 60, color: '#fff1c1' },
      birds: '#7f5539',
      headline: {
        text: 'the good old days',
        font: 'Playfair Display',
        size: 38,
        color: '#5c3d24',
        y: 120,
      },
    }),
  },
  {
    title: 'Village Fete',
    categories: ['birthday'],
    svg: garlandScene('nostalgic4', {
      bg: ['#f5ebe0', '#e3d5ca'],
      flags: ['#bc4749', '#f2e8cf', '#6a994e', '#386641'],
      cord: '#6b4f3a',
      balloons: ['#bc4749', '#a7c957', '#f2e8cf'],
      confetti: ['#bc4749', '#6a994e', '#dda15e'],
      headline: {
        text: 'Just like old times',
        font: 'Playfair Display',
        size: 36,
        color: '#6b4f3a',
        y: 200,
      },
    }),
  },
  {
    title: 'Snow Globe Town',
    categories: ['holiday'],
    svg: snowScene('nostalgic5', {
      sky: ['#312e81', '#a78bfa'],
      snow: '#ffffff',
      pines: ['#92400e', '#14532d', '#166534'],
      windows: '#fbbf24',
      headline: {
        text: 'Home for the holidays',
        font: 'Playfair Display',
        size: 36,
        color: '#ffffff',
        y: 120,
      },
    }),
  },
  {
    title: 'Porch Lights',
    categories: ['holiday', 'thank-you'],
    svg: lanternScene('nostalgic6', {
      sky: ['#451a03', '#b45309'],
      lantern: '#fcd34d',
      glowColor: '#fde68a',
      count: 22,
      headline: {
        text: 'warm memories',
        font: 'Dancing Script',
        size: 54,
        color: '#fff7ed',
        y: 640,
      },
    }),
  },
];
