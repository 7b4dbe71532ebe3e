import {
  bandsScene,
  fireworksScene,
  geometricScene,
  raysScene,
  retroGridScene,
} from '../compositions.js';
import type { TemplateArt } from '../svg.js';

export const retrowave: TemplateArt[] = [
  {
    title: 'Outrun Sunset',
    categories: ['birthday'],
    svg: retroGridScene('retrowave1', {
      sky: ['#0b0420', '#6d28d9', '#f472b6'],
      sun: ['#fde047', '#f43f5e'],
      grid: '#22d3ee',
      ground: '#12022f',
      headline: { text: 'LEVEL UP', font: 'Poppins', size: 48, color: '#f0abfc', y: 110 },
    }),
  },
  {
    title: 'Neon Palms',
    categories: ['birthday', 'congratulations'],
    svg: retroGridScene('retrowave2', {
      sky: ['#1e0537', '#be185d', '#fb923c'],
      sun: ['#fef08a', '#fb7185'],
      grid: '#f472b6',
      ground: '#1e0537',
      palms: '#14001f',
      headline: {
        text: 'Miami Nights',
        font: 'Dancing Script',
        size: 56,
        color: '#fde68a',
        y: 110,
      },
    }),
  },
  {
    title: 'Neon Rainbow',
    categories: ['congratulations', 'birthday'],
    svg: bandsScene('retrowave3', {
      bg: '#0b0420',
      bands: ['#22d3ee', '#a78bfa', '#f472b6', '#fb923c', '#facc15'],
      width: 22,
      curve: 'rainbow',
      headline: { text: 'TOTALLY TUBULAR', font: 'Poppins', size: 36, color: '#22d3ee', y: 140 },
    }),
  },
  {
    title: 'Laser Burst',
    categories: ['birthday', 'congratulations'],
    svg: raysScene('retrowave4', {
      bg: ['#09090b', '#3b0764'],
      ray: '#ec4899',
      rayOpacity: 0.22,
      origin: [250, 700],
      rays: 18,
      confetti: ['#22d3ee', '#f0abfc', '#fde047'],
      glowColor: '#3b0764',
      headline: { text: 'RAD!', font: 'Poppins', size: 70, color: '#22d3ee', y: 140 },
    }),
  },
  {
    title: 'Arcade Grid',
    categories: ['birthday', 'holiday'],
    svg: geometricScene('retrowave5', {
      bg: '#0f0326',
      inks: ['#f472b6', '#22d3ee', '#a78bfa', '#facc15'],
      layout: 'grid',
      headline: { text: 'PLAYER ONE', font: 'Poppins', size: 44, color: '#facc15', y: 370 },
    }),
  },
  {
    title: 'Synth New Year',
    categories: ['holiday'],
    svg: fireworksScene('retrowave6', {
      sky: ['#0c0a3e', '#7b1fa2'],
      bursts: ['#22d3ee', '#f472b6', '#facc15', '#a78bfa'],
      skyline: '#10002b',
      headline: { text: 'HAPPY NEW YEAR', font: 'Poppins', size: 36, color: '#f0abfc', y: 470 },
    }),
  },
];
