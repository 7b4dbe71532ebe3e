import type { Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';
import type { CatalogContent } from './content/index.js';

/**
 * Writes the built-in catalog: each item inserted when new, rewritten when its content changed,
 * left alone when equal, so a start-up with an unchanged catalog writes nothing. Items dropped
 * from the content stay, as cards may still name them. Replicas starting together may all call it:
 * each statement is one atomic upsert.
 */
export class CatalogContentRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  async upsert(content: CatalogContent): Promise<void> {
    await this.upsertMoods(content);
    await this.upsertCollections(content);
    await this.upsertFrames(content);
    await this.upsertTemplates(content);
    await this.upsertIdeas(content);
    await this.upsertEditorTemplates(content);
  }

  private async upsertMoods({ moods }: CatalogContent): Promise<void> {
    await this.db
      .insertInto('mood')
      .values(moods.map(({ id, name, emoji }, position) => ({ id, name, emoji, position })))
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            emoji: eb.ref('excluded.emoji'),
            position: eb.ref('excluded.position'),
          }))
          .where((eb) =>
            eb.or([
              eb('mood.name', 'is distinct from', eb.ref('excluded.name')),
              eb('mood.emoji', 'is distinct from', eb.ref('excluded.emoji')),
              eb('mood.position', 'is distinct from', eb.ref('excluded.position')),
            ]),
          ),
      )
      .execute();
  }

  private async upsertCollections({ collections }: CatalogContent): Promise<void> {
    await this.db
      .insertInto('collection')
      .values(
        collections.map(({ id, name, description }, position) => ({
          id,
          name,
          description,
          position,
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            description: eb.ref('excluded.description'),
            position: eb.ref('excluded.position'),
          }))
          .where((eb) =>
            eb.or([
              eb('collection.name', 'is distinct from', eb.ref('excluded.name')),
              eb('collection.description', 'is distinct from', eb.ref('excluded.description')),
              eb('collection.position', 'is distinct from', eb.ref('excluded.position')),
            ]),
          ),
      )
      .execute();
  }

  private async upsertFrames({ frames }: CatalogContent): Promise<void> {
    await this.db
      .insertInto('frame')
      .values(
        frames.map((frame, position) => ({
          id: frame.id,
          owner_id: null,
          name: frame.name,
          category: frame.category,
          svg_content: frame.svg,
          position,
          deleted_at: null,
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            category: eb.ref('excluded.category'),
            svg_content: eb.ref('excluded.svg_content'),
            position: eb.ref('excluded.position'),
          }))
          // A visitor's custom frame is theirs, whatever its id.
          .where('frame.owner_id', 'is', null)
          .where((eb) =>
            eb.or([
              eb('frame.name', 'is distinct from', eb.ref('excluded.name')),
              eb('frame.category', 'is distinct from', eb.ref('excluded.category')),
              eb('frame.svg_content', 'is distinct from', eb.ref('excluded.svg_content')),
              eb('frame.position', 'is distinct from', eb.ref('excluded.position')),
            ]),
          ),
      )
      .execute();
  }

  private async upsertTemplates({ templates }: CatalogContent): Promise<void> {
    await this.db
      .insertInto('template')
      .values(
        templates.map((template) => ({
          id: template.id,
          title: template.title,
          group_kind: template.groupKind,
          group_id: template.groupId,
          position: template.position,
          svg_content: template.svg,
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            group_kind: eb.ref('excluded.group_kind'),
            group_id: eb.ref('excluded.group_id'),
            position: eb.ref('excluded.position'),
            svg_content: eb.ref('excluded.svg_content'),
          }))
          .where((eb) =>
            eb.or([
              eb('template.title', 'is distinct from', eb.ref('excluded.title')),
              eb('template.group_kind', 'is distinct from', eb.ref('excluded.group_kind')),
              eb('template.group_id', 'is distinct from', eb.ref('excluded.group_id')),
              eb('template.position', 'is distinct from', eb.ref('excluded.position')),
              eb('template.svg_content', 'is distinct from', eb.ref('excluded.svg_content')),
            ]),
          ),
      )
      .execute();
  }

  private async upsertIdeas({ ideas }: CatalogContent): Promise<void> {
    await this.db
      .insertInto('idea')
      .values(
        ideas.map((idea, position) => ({
          id: idea.id,
          title: idea.title,
          description: idea.description,
          category: idea.category,
          prompt_ideas: JSON.stringify(idea.promptIdeas),
          position,
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            description: eb.ref('excluded.description'),
            category: eb.ref('excluded.category'),
            prompt_ideas: eb.ref('excluded.prompt_ideas'),
            position: eb.ref('excluded.position'),
          }))
          .where((eb) =>
            eb.or([
              eb('idea.title', 'is distinct from', eb.ref('excluded.title')),
              eb('idea.description', 'is distinct from', eb.ref('excluded.description')),
              eb('idea.category', 'is distinct from', eb.ref('excluded.category')),
              eb('idea.prompt_ideas', 'is distinct from', eb.ref('excluded.prompt_ideas')),
              eb('idea.position', 'is distinct from', eb.ref('excluded.position')),
            ]),
          ),
      )
      .execute();
  }

  private async upsertEditorTemplates({ editorTemplates }: CatalogContent): Promise<void> {
    await this.db
      .insertInto('editor_template')
      .values(
        editorTemplates.map((template) => ({
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
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            description: eb.ref('excluded.description'),
            background_color: eb.ref('excluded.background_color'),
            text_font: eb.ref('excluded.text_font'),
            accent_color: eb.ref('excluded.accent_color'),
            svg_content: eb.ref('excluded.svg_content'),
            position: eb.ref('excluded.position'),
          }))
          .where((eb) =>
            eb.or([
              eb('editor_template.name', 'is distinct from', eb.ref('excluded.name')),
              eb('editor_template.description', 'is distinct from', eb.ref('excluded.description')),
              eb(
                'editor_template.background_color',
                'is distinct from',
                eb.ref('excluded.background_color'),
              ),
              eb('editor_template.text_font', 'is distinct from', eb.ref('excluded.text_font')),
              eb(
                'editor_template.accent_color',
                'is distinct from',
                eb.ref('excluded.accent_color'),
              ),
              eb('editor_template.svg_content', 'is distinct from', eb.ref('excluded.svg_content')),
              eb('editor_template.position', 'is distinct from', eb.ref('excluded.position')),
            ]),
          ),
      )
      .execute();
  }
}
