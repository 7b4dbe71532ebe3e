import { sql, type Insertable, type Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';
import type { CatalogContent } from './content/index.js';

type CatalogTable = 'mood' | 'collection' | 'frame' | 'template' | 'idea' | 'editor_template';
type ContentColumn<T extends CatalogTable> = Exclude<keyof CardsDb[T] & string, 'id'>;

/**
 * Writes the built-in catalog: each item inserted when new, rewritten when its content changed,
 * left alone when equal, so a start-up with an unchanged catalog writes nothing. Items dropped
 * from the content stay, as cards may still name them. Replicas starting together may all call it:
 * each statement is one atomic upsert.
 */
export class CatalogContentRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  async upsert(content: CatalogContent): Promise<void> {
    await this.upsertRows(
      'mood',
      content.moods.map(({ id, name, emoji }, position) => ({ id, name, emoji, position })),
      ['name', 'emoji', 'position'],
    );
    await this.upsertRows(
      'collection',
      content.collections.map(({ id, name, description }, position) => ({
        id,
        name,
        description,
        position,
      })),
      ['name', 'description', 'position'],
    );
    await this.upsertRows(
      'frame',
      content.frames.map((frame, position) => ({
        id: frame.id,
        owner_id: null,
        name: frame.name,
        category: frame.category,
        svg_content: frame.svg,
        position,
        deleted_at: null,
      })),
      ['name', 'category', 'svg_content', 'position'],
    );
    await this.upsertRows(
      'template',
      content.templates.map((template) => ({
        id: template.id,
        title: template.title,
        group_kind: template.groupKind,
        group_id: template.groupId,
        categories: [...template.categories],
        position: template.position,
        svg_content: template.svg,
      })),
      ['title', 'group_kind', 'group_id', 'categories', 'position', 'svg_content'],
    );
    await this.upsertRows(
      'idea',
      content.ideas.map((idea, position) => ({
        id: idea.id,
        title: idea.title,
        description: idea.description,
        category: idea.category,
        prompt_ideas: JSON.stringify(idea.promptIdeas),
        position,
      })),
      ['title', 'description', 'category', 'prompt_ideas', 'position'],
    );
    await this.upsertRows(
      'editor_template',
      content.editorTemplates.map((template) => ({
        id: template.id,
        name: template.name,
        description: template.description,
        background_color: template.backgroundColor,
        text_font: template.textFont,
        accent_color: template.accentColor,
        svg_content: template.svg,
        position: template.position,
      })),
      [
        'name',
        'description',
        'background_color',
        'text_font',
        'accent_color',
        'svg_content',
        'position',
      ],
    );
  }

  /**
   * Inserts `rows`, and rewrites `columns` of an existing row only when one of them differs.
   * Only built-in rows (no owner) are ever rewritten: a visitor's custom frame is theirs.
   */
  private async upsertRows<T extends CatalogTable>(
    table: T,
    rows: Insertable<CardsDb[T]>[],
    columns: readonly ContentColumn<T>[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const current = (column: string) => sql.ref(`${table}.${column}`);
    const incoming = (column: string) => sql.ref(`excluded.${column}`);
    const changed = sql<boolean>`(${sql.join(columns.map(current))}) is distinct from (${sql.join(
      columns.map(incoming),
    )})`;
    const builtIn = table === 'frame' ? sql<boolean>`${current('owner_id')} is null` : sql`true`;
    const assignments = columns.map((column) => sql`${sql.id(column)} = ${incoming(column)}`);
    await this.db
      .insertInto(table)
      .values(rows)
      .modifyEnd(
        sql`on conflict (id) do update set ${sql.join(assignments)} where ${builtIn} and ${changed}`,
      )
      .execute();
  }
}
