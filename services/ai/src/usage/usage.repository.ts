import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AiDb, GenerationKind } from '../db/database.js';

export interface GenerationRecord {
  kind: GenerationKind;
  provider: string;
  latencyMs: number;
  visitorId: string | null;
  success: boolean;
  errorCode: string | null;
}

export class UsageRepository {
  constructor(private readonly db: Kysely<AiDb>) {}

  async insert(record: GenerationRecord): Promise<void> {
    await this.db
      .insertInto('generation')
      .values({
        id: randomUUID(),
        kind: record.kind,
        provider: record.provider,
        latency_ms: Math.round(record.latencyMs),
        visitor_id: record.visitorId,
        success: record.success,
        error_code: record.errorCode,
      })
      .execute();
  }

  async countSuccessful(visitorId: string, kind: GenerationKind, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('generation')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('visitor_id', '=', visitorId)
      .where('kind', '=', kind)
      .where('success', '=', true)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
