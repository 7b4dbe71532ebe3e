import { bandsScene, cornersScene, geometricScene, hillsScene } from '../compositions.js';
import type { TemplateArt } from '../svg.js';

export const minimal: TemplateArt[] = [
  {
    title: 'Terracotta Arches',
    categories: ['wedding', 'congratulations'],
    svg: geometricScene('minimal1', {
      bg: '#faf7f2',
      inks: ['#c8553d', '#e0a47e', '#f2d0a9', '#8a9a5b'],
      layout: 'arches',
    }),
  },
  {
    title: 'Orbit',
    categories: ['birthday', 'congratulations'],
    svg: geometricScene('minimal2', {
      bg: '#f8fafc',
      inks: ['#0f172a', '#64748b', '#0ea5e9', '#94a3b8'],
      layout: 'rings',
    }),
  },
  {
    title: 'Colour Blocks',
    categories: ['birthday', 'thank-you'],
    svg: geometricScene('minimal3', {
      bg: '#fffbf5',
      inks: ['#264653', '#e9c46a', '#f4a261', '#e76f51'],
      layout: 'blocks',
    }),
  },
  {
    title: 'Two Hills',
    categories: ['sympathy', 'thank-you'],
    svg: hillsScene('minimal4', {
      sky: ['#f5f5f4', '#f5f5f4'],
      layers: ['#d6d3d1', '#a8a29e'],
      jag: 0,
      orb: { x: 330, y: 250, r: 30, color: '#f59e0b' },
    }),
  },
  {
    title: 'Sage Sprig',
    categories: ['wedding', 'sympathy'],
    svg: cornersScene('minimal5', {
      bg: ['#f7f7f2', '#eef0e8'],
      leaves: ['#84a98c', '#a3b18a'],
      blooms: [['#ffffff', '#d4d4d4']],
      wash: '#ffffff',
    }),
  },
  {
    title: 'Soft Stripes',
    categories: ['holiday', 'birthday'],
    svg: bandsScene('minimal6', {
      bg: '#fdfcfb',
      bands: ['#fecaca', '#fde68a', '#bbf7d0', '#bfdbfe'],
      width: 26,
      curve: 'rainbow',
    }),
  },
];
