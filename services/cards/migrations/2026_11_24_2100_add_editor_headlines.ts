import { sql, type Kysely } from 'kysely';
import {
  CARD_LIMITS,
  EDITOR_HEADLINE,
  EDITOR_TEMPLATE_IDS,
  editorHeadlineElement,
} from '@cardsmith/contracts';

/**
 * The modern editor's template art used to draw 'Happy Birthday!' itself; the art no longer does,
 * and the headline is a text element of the card. Cards saved on those templates before get
 * that greeting as their headline element, so they read as they did.
 */
const GREETING_IN_THE_OLD_ART = 'Happy Birthday!';

export async function up(db: Kysely<any>): Promise<void> {
  for (const templateId of EDITOR_TEMPLATE_IDS) {
    const headline = JSON.stringify([editorHeadlineElement(templateId, GREETING_IN_THE_OLD_ART)]);
    await db
      .updateTable('card')
      .set({ elements: sql`${headline}::jsonb || elements` })
      .where('template_id', '=', templateId)
      .where(sql<boolean>`jsonb_array_length(elements) < ${CARD_LIMITS.elementsMax}`)
      .where(
        sql<boolean>`not exists (
          select 1 from jsonb_array_elements(elements) as element
          where element->>'id' = ${EDITOR_HEADLINE.id}
        )`,
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('card')
    .set({
      elements: sql`(
        select coalesce(jsonb_agg(kept.element order by kept.position), '[]'::jsonb)
        from jsonb_array_elements(elements) with ordinality as kept(element, position)
        where kept.element->>'id' <> ${EDITOR_HEADLINE.id}
      )`,
    })
    .where('template_id', 'in', [...EDITOR_TEMPLATE_IDS])
    .execute();
}
