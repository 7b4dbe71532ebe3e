import type { ColumnType } from 'kysely';

export const AI_SCHEMA = 'ai';

export const GENERATION_KINDS = ['message', 'image', 'surprise', 'schedule-tips'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

export interface GenerationTable {
  id: string;
  kind: GenerationKind;
  provider: string;
  latency_ms: number;
  visitor_id: string | null;
  success: boolean;
  error_code: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AiDb {
  generation: GenerationTable;
}
