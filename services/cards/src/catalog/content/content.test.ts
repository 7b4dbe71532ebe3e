import { createRequire } from 'node:module';
import { CARD_CATEGORIES, COLLECTIONS, MOODS } from '@cardsmith/contracts';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { EDITOR_TEMPLATE_SEEDS } from './editor-templates.js';
import { FRAME_SEEDS } from './frames.js';
import { IDEA_SEEDS, type IdeaSeed } from './ideas.js';
import { MIN_DESIGNS_PER_GROUP, TEMPLATE_SEEDS } from './templates.js';

const require = createRequire(import.meta.url);
/** The three families the renderer ships for SVG text, loaded the way a server render would. */
const FONT_FILES = [
  'dancing-script/700Bold/DancingScript_700Bold.ttf',
  'playfair-display/400Regular/PlayfairDisplay_400Regular.ttf',
  'playfair-display/400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf',
  'playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
  'poppins/300Light/Poppins_300Light.ttf',
  'poppins/400Regular/Poppins_400Regular.ttf',
  'poppins/600SemiBold/Poppins_600SemiBold.ttf',
].map((file) => require.resolve(`@expo-google-fonts/${file}`));
const SVG_FONTS = ['Poppins', 'Playfair Display', 'Dancing Script'];

const ARTWORK = [
  ...FRAME_SEEDS.map((f) => ({ name: `frame ${f.id}`, svg: f.svg, frame: true })),
  ...TEMPLATE_SEEDS.map((t) => ({ name: `template ${t.id}`, svg: t.svg, frame: false })),
  ...EDITOR_TEMPLATE_SEEDS.map((t) => ({ name: `editor ${t.id}`, svg: t.svg, frame: false })),
];

function rasterise(svg: string) {
  const image = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Poppins' },
  }).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}

describe('frames', () => {
  it('are exactly the nine built-ins of the spec', () => {
    expect(FRAME_SEEDS.map((f) => [f.id, f.name, f.category])).toEqual([
      ['golden-borders', 'Golden Borders', 'popular'],
      ['ornate-classic', 'Ornate Classic', 'popular'],
      ['modern-rounded', 'Modern Rounded', 'popular'],
      ['art-deco', 'Art Deco', 'elegant'],
      ['silver-leaf', 'Silver Leaf', 'elegant'],
      ['heart-border', 'Heart Border', 'romantic'],
      ['party-streamers', 'Party Streamers', 'festive'],
      ['simple-line', 'Simple Line', 'minimal'],
      ['dots', 'Dots', 'minimal'],
    ]);
  });

  it.each(FRAME_SEEDS)('$id leaves the whole middle of the card transparent', ({ svg }) => {
    const { width, pixels } = rasterise(svg);
    for (let y = 150; y <= 550; y += 5) {
      for (let x = 120; x <= 380; x += 5) {
        expect(pixels[(y * width + x) * 4 + 3], `alpha at ${x},${y}`).toBe(0);
      }
    }
  });
});

describe('templates', () => {
  const countWhere = (keep: (t: (typeof TEMPLATE_SEEDS)[number]) => boolean) =>
    TEMPLATE_SEEDS.filter(keep).length;

  it.each(MOODS.map((m) => m.id))('mood %s has a full row of designs', (mood) => {
    expect(countWhere((t) => t.groupKind === 'mood' && t.groupId === mood)).toBeGreaterThanOrEqual(
      MIN_DESIGNS_PER_GROUP,
    );
  });

  it.each(COLLECTIONS.map((c) => c.id))('collection %s has a full row of designs', (id) => {
    expect(
      countWhere((t) => t.groupKind === 'collection' && t.groupId === id),
    ).toBeGreaterThanOrEqual(MIN_DESIGNS_PER_GROUP);
  });

  it.each(CARD_CATEGORIES.map((c) => c.id))('card category %s has a full row of designs', (id) => {
    expect(countWhere((t) => t.categories.includes(id))).toBeGreaterThanOrEqual(
      MIN_DESIGNS_PER_GROUP,
    );
  });

  it('number each group from 1 under its own prefix, with distinct titles', () => {
    const positions = new Map<string, number[]>();
    for (const t of TEMPLATE_SEEDS) {
      expect(t.id).toMatch(/^[a-z]+[1-9]\d*$/);
      expect(t.id.endsWith(String(t.position))).toBe(true);
      expect(t.title.trim()).not.toBe('');
      expect(t.categories.length).toBeGreaterThan(0);
      const key = `${t.groupKind}:${t.groupId}`;
      positions.set(key, [...(positions.get(key) ?? []), t.position]);
    }
    for (const list of positions.values()) {
      expect(list).toEqual(list.map((_, index) => index + 1));
    }
    expect(new Set(TEMPLATE_SEEDS.map((t) => t.id)).size).toBe(TEMPLATE_SEEDS.length);
    expect(new Set(TEMPLATE_SEEDS.map((t) => t.title)).size).toBe(TEMPLATE_SEEDS.length);
  });

  it('keep the spec ids of the original sample designs', () => {
    const ids = new Set(TEMPLATE_SEEDS.map((t) => t.id));
    for (const prefix of [
      'funny',
      'romantic',
      'inspirational',
      'thankful',
      'taylor',
      'fantasy',
      'zodiac',
    ]) {
      for (const n of [1, 2, 3, 4]) expect(ids).toContain(`${prefix}${n}`);
    }
  });

  it('never repeat a design', () => {
    expect(new Set(TEMPLATE_SEEDS.map((t) => t.svg)).size).toBe(TEMPLATE_SEEDS.length);
  });
});

describe('editor templates', () => {
  it('are the six modern-editor styles with colours and a known font', () => {
    expect(EDITOR_TEMPLATE_SEEDS.map((t) => t.id)).toEqual([
      'modern',
      'classic',
      'minimal',
      'artistic',
      'vintage',
      'floral',
    ]);
    expect(EDITOR_TEMPLATE_SEEDS.map((t) => t.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const fonts = [
      'Poppins',
      'Playfair Display',
      'Dancing Script',
      'Montserrat',
      'Lato',
      'Merriweather',
      'Pacifico',
      'Arial',
    ];
    for (const t of EDITOR_TEMPLATE_SEEDS) {
      expect(t.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.accentColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(fonts).toContain(t.textFont);
      expect(t.name.trim()).not.toBe('');
      expect(t.description.trim()).not.toBe('');
    }
  });
});

describe('ideas', () => {
  const categories: IdeaSeed['category'][] = [
    'birthday',
    'anniversary',
    'holiday',
    'congrats',
    'sympathy',
    'thank',
    'friendship',
    'love',
    'seasonal',
    'custom',
  ];

  it.each(categories)('%s has five or six ideas', (category) => {
    const ideas = IDEA_SEEDS.filter((i) => i.category === category);
    expect(ideas.length).toBeGreaterThanOrEqual(5);
    expect(ideas.length).toBeLessThanOrEqual(6);
    ideas.forEach((idea, index) => expect(idea.id).toBe(`${category}-${index + 1}`));
  });

  it('are all in a known category, written out and never repeated', () => {
    expect(IDEA_SEEDS.every((i) => categories.includes(i.category))).toBe(true);
    expect(new Set(IDEA_SEEDS.map((i) => i.id)).size).toBe(IDEA_SEEDS.length);
    expect(new Set(IDEA_SEEDS.map((i) => i.title)).size).toBe(IDEA_SEEDS.length);
    const prompts = IDEA_SEEDS.flatMap((i) => i.promptIdeas);
    expect(new Set(prompts).size).toBe(prompts.length);
    for (const idea of IDEA_SEEDS) {
      expect(idea.promptIdeas.length).toBeGreaterThanOrEqual(3);
      expect(idea.promptIdeas.length).toBeLessThanOrEqual(5);
      expect(idea.description).toMatch(/^[A-Z].*\.$/);
      for (const text of [idea.title, idea.description, ...idea.promptIdeas]) {
        expect(text.trim()).toBe(text);
        expect(text).not.toMatch(/lorem|ipsum|todo/i);
      }
    }
  });
});

describe('artwork markup', () => {
  it.each(ARTWORK)('$name is a safe, self-contained 500x700 SVG', ({ svg }) => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 700"')).toBe(
      true,
    );
    expect(svg).not.toMatch(/<script|<foreignObject|<image|href="http|xlink:href|@import/i);
    expect(svg).not.toMatch(/\son\w+\s*=/i);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    for (const [, family] of svg.matchAll(/font-family="([^"]*)"/g)) {
      expect(SVG_FONTS).toContain(family);
    }
  });

  it('never reuses an element id across artworks, so inlined SVGs cannot clash', () => {
    const ids = ARTWORK.flatMap(({ svg }) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ARTWORK)('$name rasterises to a real picture', ({ svg, frame }) => {
    const { width, height, pixels } = rasterise(svg);
    expect([width, height]).toEqual([500, 700]);
    const buckets = new Set<number>();
    let painted = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const alpha = pixels[i + 3] as number;
      if (alpha === 0) continue;
      painted++;
      buckets.add(
        ((pixels[i] as number) >> 4) * 256 +
          ((pixels[i + 1] as number) >> 4) * 16 +
          ((pixels[i + 2] as number) >> 4),
      );
    }
    const total = width * height;
    if (frame) {
      expect(painted / total).toBeGreaterThan(0.01);
      expect(painted / total).toBeLessThan(0.6);
    } else {
      expect(painted).toBe(total);
    }
    expect(buckets.size).toBeGreaterThan(frame ? 3 : 8);
  });
});
