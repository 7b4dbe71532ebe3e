import type { Kysely } from 'kysely';
import type { GatewayDb } from '../db/database.js';

export class AdminSessionsRepository {
  constructor(private readonly db: Kysely<GatewayDb>) {}

  async insert(tokenHash: string, expiresAt: Date, ip: string | null): Promise<void> {
    await this.db
      .insertInto('admin_session')
      .values({ token_hash: tokenHash, expires_at: expiresAt, ip })
      .execute();
  }

  /** The session's expiry while it is neither expired nor revoked. */
  async findActiveExpiry(tokenHash: string, now: Date): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('admin_session')
      .select('expires_at')
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.expires_at;
  }

  async revoke(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .updateTable('admin_session')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
