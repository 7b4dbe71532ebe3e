import type { ColumnType } from 'kysely';

export interface AdminSessionTable {
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date>;
  ip: string | null;
}

/** Tables of the `gateway` schema. */
export interface GatewayDb {
  admin_session: AdminSessionTable;
}
