import type { PictureCategory, VideoCategory } from '@cardsmith/contracts';
import {
  A_MINOR,
  bed,
  C_MAJOR,
  D_MAJOR,
  E_MINOR,
  F_MAJOR,
  G_MAJOR,
  type MusicBed,
} from './music-beds.js';

export type { MusicBed } from './music-beds.js';

/** Small shapes drawn as SVG and moved over the background by ffmpeg's overlay filter. */
export const SPRITES = [
  'heart',
  'star',
  'snowflake',
  'balloon',
  'confetti',
  'sparkle',
  'bubble',
  'petal',
  'leaf',
  'note',
  'cap',
  'ring',
] as const;
export type Sprite = (typeof SPRITES)[number];

/** How a layer of particles moves over the duration (expressions in `filter-graph.ts`). */
export type ParticleMotion = 'rise' | 'fall' | 'drift' | 'twinkle';

export interface ParticleLayer {
  sprite: Sprite;
  motion: ParticleMotion;
  count: number;
  /** Sprite size in px at 1280×720. */
  size: number;
  color: string;
  /** Pixels per second for rise, fall and drift. */
  speed: number;
}

export interface Palette {
  /** Top-left and bottom-right colours of the background gradient. */
  from: string;
  to: string;
  /** Title colour. */
  text: string;
}

/** The frame a picture template draws around the card. */
export interface FrameStyle {
  kind: 'classic' | 'double' | 'rounded' | 'polaroid' | 'dashed';
  color: string;
  matte: string;
}

interface RecipeBase {
  id: string;
  name: string;
  durationSeconds: number;
  palette: Palette;
  particles: readonly ParticleLayer[];
  music: MusicBed;
}

export interface VideoRecipe extends RecipeBase {
  type: 'video';
  category: VideoCategory;
}

export interface PictureRecipe extends RecipeBase {
  type: 'image';
  category: PictureCategory;
  frame: FrameStyle;
}

export type TemplateRecipe = VideoRecipe | PictureRecipe;

const layer = (
  sprite: Sprite,
  motion: ParticleMotion,
  color: string,
  count = 8,
  size = 40,
  speed = 120,
): ParticleLayer => ({ sprite, motion, count, size, color, speed });

const video = (
  id: string,
  name: string,
  category: VideoCategory,
  durationSeconds: number,
  palette: [from: string, to: string, text: string],
  particles: ParticleLayer[],
  music: MusicBed,
): VideoRecipe => ({
  id,
  name,
  type: 'video',
  category,
  durationSeconds,
  palette: { from: palette[0], to: palette[1], text: palette[2] },
  particles,
  music,
});

/** About 38 video templates (spec 001 §3), including the four the dialog names. */
export const VIDEO_RECIPES: readonly VideoRecipe[] = [
  // Birthday
  video(
    'birthday-celebration',
    'Birthday Celebration',
    'Birthday',
    15,
    ['#7c3aed', '#f472b6', '#ffffff'],
    [
      layer('balloon', 'rise', '#fde047', 7, 56, 90),
      layer('confetti', 'fall', '#22d3ee', 10, 18, 160),
    ],
    bed(C_MAJOR, 2),
  ),
  video(
    'birthday-balloons',
    'Balloon Party',
    'Birthday',
    12,
    ['#0ea5e9', '#a5f3fc', '#0f172a'],
    [layer('balloon', 'rise', '#ef4444', 9, 60, 80)],
    bed(G_MAJOR, 2),
  ),
  video(
    'birthday-confetti',
    'Confetti Burst',
    'Birthday',
    10,
    ['#f59e0b', '#fde68a', '#1f2937'],
    [
      layer('confetti', 'fall', '#db2777', 14, 20, 200),
      layer('confetti', 'fall', '#2563eb', 10, 16, 140),
    ],
    bed(D_MAJOR, 3),
  ),
  video(
    'birthday-sparkles',
    'Sparkling Wishes',
    'Birthday',
    12,
    ['#1e1b4b', '#6d28d9', '#fef9c3'],
    [layer('sparkle', 'twinkle', '#fde047', 14, 34)],
    bed(F_MAJOR, 1),
  ),
  video(
    'birthday-stars',
    'Star of the Day',
    'Birthday',
    15,
    ['#111827', '#1d4ed8', '#fde68a'],
    [layer('star', 'drift', '#facc15', 9, 38, 70)],
    bed(C_MAJOR, 1),
  ),
  // Wedding
  video(
    'romantic-hearts',
    'Romantic Hearts',
    'Wedding',
    12,
    ['#be123c', '#fda4af', '#ffffff'],
    [layer('heart', 'rise', '#fff1f2', 10, 44, 90)],
    bed(F_MAJOR, 1),
  ),
  video(
    'wedding-petals',
    'Falling Petals',
    'Wedding',
    15,
    ['#fdf2f8', '#fbcfe8', '#831843'],
    [layer('petal', 'fall', '#f472b6', 12, 30, 70)],
    bed(C_MAJOR, 0.5),
  ),
  video(
    'wedding-rings',
    'Golden Rings',
    'Wedding',
    10,
    ['#fffbeb', '#fcd34d', '#78350f'],
    [layer('ring', 'drift', '#b45309', 6, 50, 60), layer('sparkle', 'twinkle', '#fef3c7', 8, 26)],
    bed(G_MAJOR, 0.5),
  ),
  video(
    'wedding-bubbles',
    'Champagne Bubbles',
    'Wedding',
    12,
    ['#451a03', '#d97706', '#fffbeb'],
    [layer('bubble', 'rise', '#fef3c7', 14, 22, 110)],
    bed(D_MAJOR, 1),
  ),
  // Thank You
  video(
    'thank-you-flowers',
    'Thankful Blooms',
    'Thank You',
    10,
    ['#ecfccb', '#86efac', '#14532d'],
    [layer('petal', 'drift', '#f97316', 10, 30, 60)],
    bed(F_MAJOR, 1),
  ),
  video(
    'thank-you-hearts',
    'Heartfelt Thanks',
    'Thank You',
    8,
    ['#fff7ed', '#fdba74', '#7c2d12'],
    [layer('heart', 'rise', '#ea580c', 8, 36, 80)],
    bed(C_MAJOR, 1),
  ),
  video(
    'thank-you-sparkle',
    'Grateful Sparkle',
    'Thank You',
    10,
    ['#0f172a', '#334155', '#f8fafc'],
    [layer('sparkle', 'twinkle', '#e2e8f0', 12, 30)],
    bed(A_MINOR, 0.5),
  ),
  video(
    'thank-you-notes',
    'Thank You Tune',
    'Thank You',
    12,
    ['#eef2ff', '#a5b4fc', '#312e81'],
    [layer('note', 'drift', '#4338ca', 8, 40, 80)],
    bed(G_MAJOR, 2),
  ),
  // Holiday
  video(
    'holiday-winter',
    'Winter Wonderland',
    'Holiday',
    20,
    ['#0c4a6e', '#7dd3fc', '#ffffff'],
    [
      layer('snowflake', 'fall', '#ffffff', 14, 30, 70),
      layer('sparkle', 'twinkle', '#e0f2fe', 6, 22),
    ],
    bed(D_MAJOR, 0.5),
  ),
  video(
    'holiday-snow',
    'Gentle Snowfall',
    'Holiday',
    15,
    ['#1e293b', '#475569', '#f1f5f9'],
    [layer('snowflake', 'fall', '#f8fafc', 16, 24, 50)],
    bed(E_MINOR, 0.5),
  ),
  video(
    'holiday-stars',
    'Starry Night',
    'Holiday',
    12,
    ['#020617', '#1e3a8a', '#fde68a'],
    [layer('star', 'twinkle', '#fef08a', 16, 26)],
    bed(G_MAJOR, 1),
  ),
  video(
    'holiday-festive',
    'Festive Lights',
    'Holiday',
    10,
    ['#14532d', '#b91c1c', '#fef2f2'],
    [
      layer('bubble', 'twinkle', '#fde047', 12, 24),
      layer('snowflake', 'fall', '#ffffff', 8, 22, 80),
    ],
    bed(C_MAJOR, 2),
  ),
  video(
    'holiday-new-year',
    'New Year Sparkle',
    'Holiday',
    12,
    ['#000000', '#4c1d95', '#facc15'],
    [
      layer('confetti', 'fall', '#facc15', 12, 18, 180),
      layer('sparkle', 'twinkle', '#ffffff', 8, 30),
    ],
    bed(D_MAJOR, 3),
  ),
  // Anniversary
  video(
    'anniversary-hearts',
    'Forever Hearts',
    'Anniversary',
    15,
    ['#881337', '#e11d48', '#fff1f2'],
    [layer('heart', 'drift', '#fecdd3', 9, 42, 60)],
    bed(A_MINOR, 0.5),
  ),
  video(
    'anniversary-gold',
    'Golden Years',
    'Anniversary',
    12,
    ['#422006', '#ca8a04', '#fefce8'],
    [layer('sparkle', 'twinkle', '#fde047', 14, 28), layer('ring', 'drift', '#fef08a', 4, 44, 50)],
    bed(F_MAJOR, 0.5),
  ),
  video(
    'anniversary-roses',
    'Roses for You',
    'Anniversary',
    10,
    ['#fff1f2', '#fb7185', '#4c0519'],
    [layer('petal', 'fall', '#be123c', 12, 30, 80)],
    bed(C_MAJOR, 1),
  ),
  video(
    'anniversary-stars',
    'Written in the Stars',
    'Anniversary',
    15,
    ['#0f172a', '#581c87', '#f5d0fe'],
    [layer('star', 'twinkle', '#f0abfc', 14, 26)],
    bed(E_MINOR, 0.5),
  ),
  // Graduation
  video(
    'graduation-caps',
    'Caps in the Air',
    'Graduation',
    10,
    ['#1e3a8a', '#3b82f6', '#ffffff'],
    [layer('cap', 'rise', '#0f172a', 8, 52, 140)],
    bed(D_MAJOR, 2),
  ),
  video(
    'graduation-confetti',
    'Class Confetti',
    'Graduation',
    12,
    ['#172554', '#f59e0b', '#ffffff'],
    [
      layer('confetti', 'fall', '#fde047', 14, 18, 170),
      layer('cap', 'drift', '#111827', 4, 44, 80),
    ],
    bed(G_MAJOR, 2),
  ),
  video(
    'graduation-stars',
    'Bright Future',
    'Graduation',
    15,
    ['#0c0a09', '#57534e', '#fde68a'],
    [layer('star', 'rise', '#facc15', 9, 34, 70)],
    bed(C_MAJOR, 1),
  ),
  video(
    'graduation-sparkle',
    'Proud Moment',
    'Graduation',
    8,
    ['#064e3b', '#10b981', '#ecfdf5'],
    [layer('sparkle', 'twinkle', '#d1fae5', 12, 30)],
    bed(F_MAJOR, 1),
  ),
  // Congratulations
  video(
    'congratulations',
    'Congratulations',
    'Congratulations',
    10,
    ['#b45309', '#fbbf24', '#ffffff'],
    [layer('confetti', 'fall', '#dc2626', 12, 18, 180), layer('star', 'twinkle', '#fef9c3', 8, 30)],
    bed(C_MAJOR, 2),
  ),
  video(
    'congratulations-balloons',
    'Well Done Balloons',
    'Congratulations',
    12,
    ['#4338ca', '#818cf8', '#ffffff'],
    [layer('balloon', 'rise', '#f472b6', 8, 54, 90)],
    bed(G_MAJOR, 2),
  ),
  video(
    'congratulations-stars',
    'Shooting Stars',
    'Congratulations',
    8,
    ['#030712', '#1f2937', '#fef08a'],
    [layer('star', 'drift', '#fde047', 10, 30, 240)],
    bed(D_MAJOR, 3),
  ),
  video(
    'congratulations-bubbles',
    'Pop the Bubbly',
    'Congratulations',
    10,
    ['#78350f', '#fcd34d', '#ffffff'],
    [layer('bubble', 'rise', '#fffbeb', 16, 20, 130)],
    bed(F_MAJOR, 2),
  ),
  // Get Well
  video(
    'get-well-sunshine',
    'Sunshine Wishes',
    'Get Well',
    12,
    ['#fef9c3', '#fde047', '#713f12'],
    [layer('sparkle', 'twinkle', '#ffffff', 12, 32)],
    bed(C_MAJOR, 0.5),
  ),
  video(
    'get-well-flowers',
    'Healing Flowers',
    'Get Well',
    15,
    ['#f0fdf4', '#bbf7d0', '#14532d'],
    [layer('petal', 'drift', '#16a34a', 10, 30, 50)],
    bed(F_MAJOR, 0.5),
  ),
  video(
    'get-well-bubbles',
    'Feel Better Soon',
    'Get Well',
    10,
    ['#ecfeff', '#67e8f9', '#164e63'],
    [layer('bubble', 'rise', '#ffffff', 12, 26, 70)],
    bed(G_MAJOR, 0.5),
  ),
  video(
    'get-well-leaves',
    'Fresh Start',
    'Get Well',
    12,
    ['#fefce8', '#a3e635', '#365314'],
    [layer('leaf', 'fall', '#4d7c0f', 10, 32, 60)],
    bed(D_MAJOR, 0.5),
  ),
  // Just Because
  video(
    'just-because-hearts',
    'Thinking of You',
    'Just Because',
    10,
    ['#fdf4ff', '#f0abfc', '#701a75'],
    [layer('heart', 'drift', '#c026d3', 8, 36, 70)],
    bed(A_MINOR, 1),
  ),
  video(
    'just-because-notes',
    'A Little Song',
    'Just Because',
    12,
    ['#f5f3ff', '#c4b5fd', '#4c1d95'],
    [layer('note', 'rise', '#6d28d9', 9, 38, 80)],
    bed(C_MAJOR, 2),
  ),
  video(
    'just-because-leaves',
    'Autumn Breeze',
    'Just Because',
    15,
    ['#fff7ed', '#fb923c', '#7c2d12'],
    [layer('leaf', 'drift', '#c2410c', 10, 34, 90)],
    bed(E_MINOR, 1),
  ),
  video(
    'just-because-sparkle',
    'Just a Sparkle',
    'Just Because',
    3,
    ['#1e1b4b', '#4f46e5', '#e0e7ff'],
    [layer('sparkle', 'twinkle', '#c7d2fe', 8, 28)],
    bed(F_MAJOR, 1),
  ),
];

const FRAME_KINDS: readonly FrameStyle['kind'][] = [
  'classic',
  'double',
  'rounded',
  'polaroid',
  'dashed',
];

/** Per category: its look, and the names of its frames (43 in all, spec 001 §3). */
const PICTURE_SETS: readonly {
  category: PictureCategory;
  sprite: Sprite;
  music: readonly number[];
  colours: readonly [frame: string, matte: string, from: string, to: string][];
  names: readonly string[];
}[] = [
  {
    category: 'Family',
    sprite: 'heart',
    music: C_MAJOR,
    colours: [
      ['#92400e', '#fffbeb', '#fef3c7', '#fde68a'],
      ['#1e3a8a', '#eff6ff', '#dbeafe', '#93c5fd'],
      ['#166534', '#f0fdf4', '#dcfce7', '#86efac'],
    ],
    names: [
      'Family Album',
      'Home Sweet Home',
      'Family Tree',
      'Sunday Picnic',
      'Together Again',
      'Family Reunion',
      'Cosy Evenings',
      'Generations',
      'Our Clan',
      'Kitchen Memories',
      'Holiday at Home',
    ],
  },
  {
    category: 'Baby',
    sprite: 'star',
    music: F_MAJOR,
    colours: [
      ['#db2777', '#fdf2f8', '#fce7f3', '#fbcfe8'],
      ['#0284c7', '#f0f9ff', '#e0f2fe', '#bae6fd'],
      ['#ca8a04', '#fefce8', '#fef9c3', '#fde68a'],
    ],
    names: [
      'Little Star',
      'Sweet Dreams',
      'First Steps',
      'Tiny Toes',
      'Baby Blue',
      'Pretty in Pink',
      'Welcome Little One',
      'Lullaby',
      'Bundle of Joy',
      'Moon and Back',
      'Sleepy Bear',
    ],
  },
  {
    category: 'Travel',
    sprite: 'leaf',
    music: D_MAJOR,
    colours: [
      ['#0f766e', '#f0fdfa', '#ccfbf1', '#5eead4'],
      ['#9a3412', '#fff7ed', '#ffedd5', '#fdba74'],
      ['#1e293b', '#f8fafc', '#e2e8f0', '#94a3b8'],
    ],
    names: [
      'Postcard',
      'Passport Stamp',
      'Beach Day',
      'Mountain View',
      'City Lights',
      'Road Trip',
      'Island Escape',
      'Around the World',
      'Wanderlust',
      'Safari',
      'Northern Lights',
    ],
  },
  {
    category: 'Friendship',
    sprite: 'sparkle',
    music: G_MAJOR,
    colours: [
      ['#7c3aed', '#f5f3ff', '#ede9fe', '#c4b5fd'],
      ['#e11d48', '#fff1f2', '#ffe4e6', '#fda4af'],
      ['#0891b2', '#ecfeff', '#cffafe', '#67e8f9'],
    ],
    names: [
      'Best Friends',
      'Good Times',
      'Side by Side',
      'Partners in Crime',
      'Friends Forever',
      'Sunny Days',
      'Road Buddies',
      'Laughs Together',
      'High Five',
      'Pals',
    ],
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Picture frames stay on screen this long: long enough to read the card and hear a short voice. */
export const PICTURE_SECONDS = 8;

export const PICTURE_RECIPES: readonly PictureRecipe[] = PICTURE_SETS.flatMap((set) =>
  set.names.map((name, index): PictureRecipe => {
    const [frame, matte, from, to] = set.colours[index % set.colours.length]!;
    return {
      id: `frame-${slug(name)}`,
      name,
      type: 'image',
      category: set.category,
      durationSeconds: PICTURE_SECONDS,
      palette: { from, to, text: frame },
      particles: [layer(set.sprite, index % 2 === 0 ? 'twinkle' : 'drift', frame, 6, 26, 40)],
      music: bed(set.music, 0.5),
      frame: { kind: FRAME_KINDS[index % FRAME_KINDS.length]!, color: frame, matte },
    };
  }),
);

export const ALL_RECIPES: readonly TemplateRecipe[] = [...VIDEO_RECIPES, ...PICTURE_RECIPES];
