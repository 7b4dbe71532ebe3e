import type { Kysely } from 'kysely';
import type { PrintDb, PrintFileKind } from '../db/database.js';

export class PrintFilesRepository {
  constructor(private readonly db: Kysely<PrintDb>) {}

  async has(orderId: string): Promise<boolean> {
    const rows = await this.db
      .selectFrom('print_file')
      .select('kind')
      .where('order_id', '=', orderId)
      .execute();
    return rows.length === 2;
  }

  /** Both files at once; a second run (a retried job) keeps the first. */
  async save(orderId: string, files: Record<PrintFileKind, Uint8Array>): Promise<void> {
    await this.db
      .insertInto('print_file')
      .values(
        (Object.entries(files) as [PrintFileKind, Uint8Array][]).map(([kind, content]) => ({
          order_id: orderId,
          kind,
          content: Buffer.from(content),
          bytes: content.byteLength,
        })),
      )
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
      .execute();
  }

  async read(orderId: string, kind: PrintFileKind): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('print_file')
      .select('content')
      .where('order_id', '=', orderId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row?.content;
  }
}
