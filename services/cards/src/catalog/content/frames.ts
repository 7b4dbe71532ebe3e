import type { FrameCategory } from '@cardsmith/contracts';
import { artDeco, heartBorder, silverLeaf } from './frames/elegant.js';
import { partyStreamers, dots, simpleLine } from './frames/playful.js';
import { goldenBorders, modernRounded, ornateClassic } from './frames/popular.js';

export interface FrameSeed {
  id: string;
  name: string;
  /** Built-in frames fill every tab but My Frames. */
  category: Exclude<FrameCategory, 'custom'>;
  svg: string;
}

export const FRAME_SEEDS: FrameSeed[] = [
  { id: 'golden-borders', name: 'Golden Borders', category: 'popular', svg: goldenBorders() },
  { id: 'ornate-classic', name: 'Ornate Classic', category: 'popular', svg: ornateClassic() },
  { id: 'modern-rounded', name: 'Modern Rounded', category: 'popular', svg: modernRounded() },
  { id: 'art-deco', name: 'Art Deco', category: 'elegant', svg: artDeco() },
  { id: 'silver-leaf', name: 'Silver Leaf', category: 'elegant', svg: silverLeaf() },
  { id: 'heart-border', name: 'Heart Border', category: 'romantic', svg: heartBorder() },
  { id: 'party-streamers', name: 'Party Streamers', category: 'festive', svg: partyStreamers() },
  { id: 'simple-line', name: 'Simple Line', category: 'minimal', svg: simpleLine() },
  { id: 'dots', name: 'Dots', category: 'minimal', svg: dots() },
];
