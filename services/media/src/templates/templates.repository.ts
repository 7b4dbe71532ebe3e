import type { TemplateType } from '@cardsmith/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { MediaDb, UploadedTemplateTable } from '../db/database.js';

const COLUMNS = [
  'uploaded_template.id',
  'uploaded_template.name',
  'uploaded_template.category',
  'uploaded_template.type',
  'uploaded_template.description',
  'uploaded_template.tags',
  'uploaded_template.duration',
  'uploaded_template.blob_id',
  'uploaded_template.poster_blob_id',
  'uploaded_template.duration_seconds',
  'uploaded_template.is_active',
  'uploaded_template.created_at',
  'blob.content_type',
] as const;

export class TemplatesRepository {
  constructor(private readonly db: Kysely<MediaDb>) {}

  private withBlob() {
    return this.db
      .selectFrom('uploaded_template')
      .innerJoin('blob', 'blob.id', 'uploaded_template.blob_id')
      .select(COLUMNS);
  }

  async insertAll(rows: Insertable<UploadedTemplateTable>[]): Promise<void> {
    await this.db.insertInto('uploaded_template').values(rows).execute();
  }

  list(filter: { activeOnly: boolean; type?: TemplateType; ids?: string[] }) {
    return this.withBlob()
      .$if(filter.activeOnly, (qb) => qb.where('uploaded_template.is_active', '=', true))
      .$if(filter.type !== undefined, (qb) => qb.where('uploaded_template.type', '=', filter.type!))
      .$if(filter.ids !== undefined, (qb) => qb.where('uploaded_template.id', 'in', filter.ids!))
      .orderBy('uploaded_template.created_at', 'desc')
      .orderBy('uploaded_template.name')
      .execute();
  }

  /** A video template, active or not (a render accepted while it was active still runs). */
  findVideo(id: string) {
    return this.withBlob()
      .where('uploaded_template.id', '=', id)
      .where('uploaded_template.type', '=', 'video')
      .executeTakeFirst();
  }

  async setActive(id: string, active: boolean) {
    const updated = await this.db
      .updateTable('uploaded_template')
      .set({ is_active: active })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return undefined;
    return this.withBlob().where('uploaded_template.id', '=', id).executeTakeFirst();
  }

  /** Those of `blobIds` a template's file or poster is: they are never reclaimed. */
  async referencedBlobs(blobIds: string[]): Promise<string[]> {
    if (blobIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('uploaded_template')
      .select(['blob_id', 'poster_blob_id'])
      .where((eb) => eb.or([eb('blob_id', 'in', blobIds), eb('poster_blob_id', 'in', blobIds)]))
      .execute();
    const wanted = new Set(blobIds);
    return rows
      .flatMap((row) => [row.blob_id, row.poster_blob_id])
      .filter((id): id is string => id !== null && wanted.has(id));
  }
}

export type UploadedTemplateRow = Awaited<ReturnType<TemplatesRepository['list']>>[number];
