import {
  animeSkyScene,
  fireworksScene,
  hillsScene,
  lanternScene,
  raysScene,
  snowScene,
} from '../compositions.js';
import type { TemplateArt } from '../svg.js';

export const anime: TemplateArt[] = [
  {
    title: 'Sakura Sky',
    categories: ['birthday', 'congratulations'],
    svg: animeSkyScene('anime1', {
      sky: ['#38bdf8', '#e0f2fe'],
      clouds: '#ffffff',
      shade: '#bae6fd',
      petals: ['#fbcfe8', '#f9a8d4', '#fce7f3'],
      rays: '#ffffff',
    }),
  },
  {
    title: 'Summer Festival',
    categories: ['holiday', 'birthday'],
    svg: fireworksScene('anime2', {
      sky: ['#172554', '#7c3aed'],
      bursts: ['#fb7185', '#fde047', '#4ade80', '#38bdf8'],
      skyline: '#1e1b4b',
      headline: { text: 'HANABI', font: 'Poppins', size: 34, color: '#fde047', y: 470 },
    }),
  },
  {
    title: 'Power-Up',
    categories: ['congratulations', 'birthday'],
    svg: raysScene('anime3', {
      bg: ['#fef08a', '#fb923c'],
      ray: '#ffffff',
      rayOpacity: 0.45,
      origin: [250, 330],
      rays: 36,
      confetti: ['#ef4444', '#2563eb', '#ffffff'],
      glowColor: '#fff7ed',
      headline: { text: 'SUGOI!', font: 'Poppins', size: 64, color: '#b91c1c', y: 620 },
    }),
  },
  {
    title: 'Starlit Hills',
    categories: ['birthday', 'wedding'],
    svg: hillsScene('anime4', {
      sky: ['#1e1b4b', '#db2777'],
      layers: ['#4c1d95', '#2e1065', '#1e0a3c'],
      jag: 0,
      orb: { x: 130, y: 150, r: 40, color: '#fef3c7', moon: true },
      stars: ['#ffffff', '#fbcfe8'],
    }),
  },
  {
    title: 'Lantern Night',
    categories: ['holiday', 'thank-you'],
    svg: lanternScene('anime5', {
      sky: ['#1e1b4b', '#be123c'],
      lantern: '#ef4444',
      glowColor: '#fdba74',
      count: 20,
      water: '#4c0519',
      headline: { text: 'Arigatou', font: 'Dancing Script', size: 56, color: '#fff1f2', y: 110 },
    }),
  },
  {
    title: 'First Snow',
    categories: ['holiday'],
    svg: snowScene('anime6', {
      sky: ['#93c5fd', '#f0f9ff'],
      snow: '#ffffff',
      pines: ['#be123c', '#0f766e', '#14b8a6'],
      windows: '#fde68a',
      headline: {
        text: 'Yuki · first snow',
        font: 'Playfair Display',
        size: 36,
        color: '#1e3a8a',
        y: 120,
      },
    }),
  },
];
