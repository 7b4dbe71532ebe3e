import {
  fireworksScene,
  garlandScene,
  geometricScene,
  lanternScene,
  raysScene,
  snowScene,
} from '../compositions.js';
import type { TemplateArt } from '../svg.js';

export const celebratory: TemplateArt[] = [
  {
    title: 'Pop the Bunting',
    categories: ['birthday', 'congratulations'],
    svg: garlandScene('celebratory1', {
      bg: ['#fff7ed', '#fde2e4'],
      flags: ['#f43f5e', '#f59e0b', '#10b981', '#3b82f6', '#a855f7'],
      cord: '#9f1239',
      balloons: ['#f43f5e', '#fbbf24', '#38bdf8'],
      confetti: ['#f43f5e', '#f59e0b', '#10b981', '#6366f1'],
      headline: {
        text: "Let's celebrate",
        font: 'Dancing Script',
        size: 54,
        color: '#9f1239',
        y: 200,
      },
    }),
  },
  {
    title: 'Golden Burst',
    categories: ['congratulations', 'birthday'],
    svg: raysScene('celebratory2', {
      bg: ['#1e1b4b', '#312e81'],
      ray: '#fbbf24',
      rayOpacity: 0.14,
      origin: [250, 350],
      rays: 24,
      confetti: ['#fbbf24', '#fde68a', '#f472b6', '#ffffff'],
      glowColor: '#312e81',
      headline: { text: 'CHEERS!', font: 'Poppins', size: 46, color: '#fcd34d', y: 110 },
    }),
  },
  {
    title: 'New Year Skyline',
    categories: ['holiday', 'congratulations'],
    svg: fireworksScene('celebratory3', {
      sky: ['#020617', '#1e3a8a'],
      bursts: ['#f472b6', '#fbbf24', '#34d399', '#60a5fa', '#f87171'],
      skyline: '#0f172a',
      headline: {
        text: 'Happy New Year',
        font: 'Playfair Display',
        size: 44,
        color: '#fde68a',
        y: 470,
      },
    }),
  },
  {
    title: 'Festival of Lights',
    categories: ['holiday'],
    svg: lanternScene('celebratory4', {
      sky: ['#3b0764', '#f97316'],
      lantern: '#fb923c',
      glowColor: '#fde68a',
      count: 26,
      water: '#7c2d12',
      headline: { text: 'Glow on', font: 'Dancing Script', size: 56, color: '#fff7ed', y: 110 },
    }),
  },
  {
    title: 'Confetti Dots',
    categories: ['birthday', 'congratulations'],
    svg: geometricScene('celebratory5', {
      bg: '#fefce8',
      inks: ['#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#d946ef'],
      layout: 'grid',
      headline: { text: 'HOORAY', font: 'Poppins', size: 52, color: '#111827', y: 370 },
    }),
  },
  {
    title: 'Winter Wonderland',
    categories: ['holiday'],
    svg: snowScene('celebratory6', {
      sky: ['#0c4a6e', '#7dd3fc'],
      snow: '#f8fafc',
      pines: ['#7f1d1d', '#065f46', '#047857'],
      windows: '#fde047',
      headline: {
        text: 'Season’s Greetings',
        font: 'Dancing Script',
        size: 50,
        color: '#f8fafc',
        y: 130,
      },
    }),
  },
];
