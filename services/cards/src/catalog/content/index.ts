import { COLLECTIONS, MOODS } from '@cardsmith/contracts';
import { EDITOR_TEMPLATE_SEEDS, type EditorTemplateSeed } from './editor-templates.js';
import { FRAME_SEEDS, type FrameSeed } from './frames.js';
import { IDEA_SEEDS, type IdeaSeed } from './ideas.js';
import { TEMPLATE_SEEDS, type TemplateSeed } from './templates.js';

/** Everything the catalog offers that is not a visitor's own: written to Postgres at start-up. */
export interface CatalogContent {
  moods: readonly { id: string; name: string; emoji: string }[];
  collections: readonly { id: string; name: string; description: string }[];
  frames: readonly FrameSeed[];
  templates: readonly TemplateSeed[];
  ideas: readonly IdeaSeed[];
  editorTemplates: readonly EditorTemplateSeed[];
}

export const CATALOG_CONTENT: CatalogContent = {
  moods: MOODS,
  collections: COLLECTIONS,
  frames: FRAME_SEEDS,
  templates: TEMPLATE_SEEDS,
  ideas: IDEA_SEEDS,
  editorTemplates: EDITOR_TEMPLATE_SEEDS,
};
