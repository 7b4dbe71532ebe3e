import type { Kysely } from 'kysely';
import { EDITOR_TEMPLATE_SEEDS } from './data/editor-templates.js';
import { FRAME_SEEDS } from './data/frames.js';
import { IDEA_SEEDS } from './data/ideas.js';
import { TEMPLATE_SEEDS } from './data/templates.js';

// Copied from the spec (000 §3) rather than imported from contracts: a migration must keep
// producing the same rows even after the app's option lists change.
const MOODS = [
  { id: 'funny', name: 'Funny', emoji: '😄' },
  { id: 'romantic', name: 'Romantic', emoji: '❤️' },
  { id: 'inspirational', name: 'Inspirational', emoji: '✨' },
  { id: 'thankful', name: 'Thankful', emoji: '🙏' },
  { id: 'celebratory', name: 'Celebratory', emoji: '🎉' },
  { id: 'sympathetic', name: 'Sympathetic', emoji: '🕊️' },
  { id: 'poetic', name: 'Poetic', emoji: '📜' },
  { id: 'nostalgic', name: 'Nostalgic', emoji: '📷' },
];

const COLLECTIONS = [
  {
    id: 'taylorSwift',
    name: 'Taylor Swift',
    description: 'Eras-inspired sparkle, friendship bracelets and lyrics-worthy moments.',
  },
  {
    id: 'fantasy',
    name: 'Fantasy',
    description: 'Dragons, castles and enchanted forests for a magical touch.',
  },
  {
    id: 'zodiac',
    name: 'Zodiac',
    description: 'Star signs and constellations written in the night sky.',
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Clean lines and quiet colour for understated cards.',
  },
  {
    id: 'retrowave',
    name: 'Retrowave',
    description: 'Neon grids and sunset gradients straight from the eighties.',
  },
  { id: 'anime', name: 'Anime', description: 'Bright, expressive scenes with a hand-drawn feel.' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('mood')
    .values(MOODS.map((mood, position) => ({ ...mood, position })))
    .execute();
  await db
    .insertInto('collection')
    .values(COLLECTIONS.map((collection, position) => ({ ...collection, position })))
    .execute();
  await db
    .insertInto('frame')
    .values(
      FRAME_SEEDS.map((frame, position) => ({
        id: frame.id,
        owner_id: null,
        name: frame.name,
        category: frame.category,
        svg_content: frame.svg,
        position,
      })),
    )
    .execute();
  await db
    .insertInto('template')
    .values(
      TEMPLATE_SEEDS.map((template) => ({
        id: template.id,
        title: template.title,
        group_kind: template.groupKind,
        group_id: template.groupId,
        position: template.position,
        svg_content: template.svg,
      })),
    )
    .execute();
  await db
    .insertInto('idea')
    .values(
      IDEA_SEEDS.map((idea, position) => ({
        id: idea.id,
        title: idea.title,
        description: idea.description,
        category: idea.category,
        prompt_ideas: JSON.stringify(idea.promptIdeas),
        position,
      })),
    )
    .execute();
  await db
    .insertInto('editor_template')
    .values(
      EDITOR_TEMPLATE_SEEDS.map((template) => ({
        id: template.id,
        name: template.name,
        description: template.description,
        background_color: template.backgroundColor,
        text_font: template.textFont,
        accent_color: template.accentColor,
        svg_content: template.svg,
        position: template.position,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['editor_template', 'idea', 'template', 'collection', 'mood']) {
    await db.deleteFrom(table).execute();
  }
  await db.deleteFrom('frame').where('owner_id', 'is', null).execute();
}
