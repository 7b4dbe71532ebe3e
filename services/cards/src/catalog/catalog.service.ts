import type { CardIdea, EditorTemplate, IdeaCategory } from '@cardsmith/contracts';
import type { Selectable } from 'kysely';
import type { EditorTemplateTable, IdeaTable } from '../db/database.js';
import type { CatalogRepository, TemplateGroup } from './catalog.repository.js';

type TemplateQuery = { mood?: string; collection?: string; category?: string };

export const templateImageUrl = (id: string) => `/api/catalog/templates/${id}/image.png`;
export const editorTemplateImageUrl = (id: string) =>
  `/api/catalog/editor-templates/${id}/image.png`;

export function toIdea(row: Selectable<IdeaTable>): CardIdea {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as IdeaCategory,
    promptIdeas: row.prompt_ideas,
  };
}

export function toEditorTemplate(row: Selectable<EditorTemplateTable>): EditorTemplate {
  return {
    id: row.id as EditorTemplate['id'],
    name: row.name,
    description: row.description,
    imageUrl: editorTemplateImageUrl(row.id),
    backgroundColor: row.background_color,
    textFont: row.text_font,
    accentColor: row.accent_color,
  };
}

/** Which template group a query names; the contract already rejects asking for several. */
export function templateGroupOf(query: TemplateQuery): TemplateGroup | null {
  if (query.mood) return { kind: 'mood', id: query.mood };
  if (query.collection) return { kind: 'collection', id: query.collection };
  if (query.category) return { kind: 'category', id: query.category };
  return null;
}

export class CatalogService {
  constructor(private readonly catalog: CatalogRepository) {}

  listMoods() {
    return this.catalog.listMoods();
  }

  listCollections() {
    return this.catalog.listCollections();
  }

  async listTemplates(query: TemplateQuery) {
    const rows = await this.catalog.listTemplates(templateGroupOf(query));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      imageUrl: templateImageUrl(row.id),
    }));
  }

  async listIdeas(category: IdeaCategory | undefined) {
    return (await this.catalog.listIdeas(category)).map(toIdea);
  }

  async listEditorTemplates() {
    return (await this.catalog.listEditorTemplates()).map(toEditorTemplate);
  }
}
