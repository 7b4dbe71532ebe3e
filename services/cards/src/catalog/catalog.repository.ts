import { sql, type Kysely, type Selectable } from 'kysely';
import type { CardsDb, EditorTemplateTable, IdeaTable } from '../db/database.js';

export type TemplateGroup = { kind: 'mood' | 'collection' | 'category'; id: string };

export class CatalogRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  listMoods() {
    return this.db.selectFrom('mood').select(['id', 'name', 'emoji']).orderBy('position').execute();
  }

  listCollections() {
    return this.db
      .selectFrom('collection')
      .select(['id', 'name', 'description'])
      .orderBy('position')
      .execute();
  }

  listTemplates(group: TemplateGroup | null) {
    let query = this.db.selectFrom('template').select(['id', 'title']);
    if (group?.kind === 'category') {
      query = query.where(sql<boolean>`${group.id} = any(categories)`);
    } else if (group) {
      query = query.where('group_kind', '=', group.kind).where('group_id', '=', group.id);
    }
    return query.orderBy('group_kind').orderBy('group_id').orderBy('position').execute();
  }

  listIdeas(category: string | undefined): Promise<Selectable<IdeaTable>[]> {
    let query = this.db.selectFrom('idea').selectAll();
    if (category) query = query.where('category', '=', category);
    return query.orderBy('position').execute();
  }

  listEditorTemplates(): Promise<Selectable<EditorTemplateTable>[]> {
    return this.db.selectFrom('editor_template').selectAll().orderBy('position').execute();
  }

  async findTemplateSvg(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('template')
      .select('svg_content')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.svg_content;
  }

  async findEditorTemplateSvg(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('editor_template')
      .select('svg_content')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.svg_content;
  }

  /**
   * Cover art a card may name as its template: a mood/collection template or, for cards of the
   * modern editor, one of its editor templates (their ids do not overlap).
   */
  async findCardTemplateSvg(id: string): Promise<string | undefined> {
    return (await this.findTemplateSvg(id)) ?? (await this.findEditorTemplateSvg(id));
  }
}
