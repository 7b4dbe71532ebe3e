import { inTransaction } from '@cardsmith/service-kit';
import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, GatewayDb } from '../db/database.js';

export type AccountRow = Selectable<AccountTable>;

export interface LiveSession {
  account: AccountRow;
  expiresAt: Date;
}

/** Accounts, their sign-in links, device sessions and the visitors that signed in to them. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<GatewayDb>) {}

  findByEmail(email: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('account').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findById(id: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The address's account, created with `newId` if it has none (two racing sign-ins get one). */
  async findOrCreate(email: string, newId: string): Promise<AccountRow> {
    await this.db
      .insertInto('account')
      .values({ id: newId, email })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const account = await this.findByEmail(email);
    if (!account) throw new Error(`account for ${email} vanished right after it was written`);
    return account;
  }

  async insertLink(tokenHash: string, email: string, createdAt: Date, expiresAt: Date) {
    await this.db
      .insertInto('sign_in_link')
      .values({ token_hash: tokenHash, email, created_at: createdAt, expires_at: expiresAt })
      .execute();
  }

  /** Marks a live, unused link used and gives its address; undefined when it was not usable. */
  async consumeLink(tokenHash: string, now: Date): Promise<string | undefined> {
    const row = await this.db
      .updateTable('sign_in_link')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('email')
      .executeTakeFirst();
    return row?.email;
  }

  findLink(tokenHash: string) {
    return this.db
      .selectFrom('sign_in_link')
      .select(['expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async insertSession(tokenHash: string, accountId: string, createdAt: Date, expiresAt: Date) {
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('account_session')
        .values({
          token_hash: tokenHash,
          account_id: accountId,
          created_at: createdAt,
          expires_at: expiresAt,
        })
        .execute();
      await trx
        .updateTable('account')
        .set({ last_sign_in_at: createdAt })
        .where('id', '=', accountId)
        .execute();
    });
  }

  /** The session's account while the session is live and the account not disabled. */
  async findLiveSession(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
    const row = await this.db
      .selectFrom('account_session')
      .innerJoin('account', 'account.id', 'account_session.account_id')
      .selectAll('account')
      .select('account_session.expires_at as session_expires_at')
      .where('account_session.token_hash', '=', tokenHash)
      .where('account_session.revoked_at', 'is', null)
      .where('account_session.expires_at', '>', now)
      .where('account.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_expires_at, ...account } = row;
    return { account, expiresAt: session_expires_at };
  }

  async revokeSession(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .updateTable('account_session')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every device's session of the account. */
  async revokeSessionsOf(accountId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('account_session')
      .set({ revoked_at: now })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async setDisabled(accountId: string, disabledAt: Date | null): Promise<AccountRow | undefined> {
    return this.db
      .updateTable('account')
      .set({ disabled_at: disabledAt })
      .where('id', '=', accountId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Remembers that the visitor signed in to the account; its work is to be moved. */
  async linkVisitor(accountId: string, visitorId: string, now: Date): Promise<void> {
    await this.db
      .insertInto('account_visitor')
      .values({ account_id: accountId, visitor_id: visitorId, signed_in_at: now })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'visitor_id'])
          .doUpdateSet({ signed_in_at: now, claimed_at: null }),
      )
      .execute();
  }

  async pendingVisitors(accountId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('account_visitor')
      .select('visitor_id')
      .where('account_id', '=', accountId)
      .where('claimed_at', 'is', null)
      .execute();
    return rows.map((row) => row.visitor_id);
  }

  async markClaimed(accountId: string, visitorId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('account_visitor')
      .set({ claimed_at: now })
      .where('account_id', '=', accountId)
      .where('visitor_id', '=', visitorId)
      .execute();
  }

  /** The visitors that signed in to the account, the latest first. */
  async linkedVisitors(accountId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('account_visitor')
      .select('visitor_id')
      .where('account_id', '=', accountId)
      .orderBy('signed_in_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.visitor_id);
  }

  /**
   * Removes the account, its device sessions (every device is signed out), its sign-in links
   * and its links to visitors; says how many of each went.
   */
  async deleteAccount(accountId: string): Promise<Record<string, number>> {
    return inTransaction(this.db, async (trx) => {
      const account = await trx
        .selectFrom('account')
        .select('email')
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!account) return { accounts: 0, sessions: 0, signInLinks: 0 };
      const sessions = await trx
        .deleteFrom('account_session')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      const links = await trx
        .deleteFrom('sign_in_link')
        .where('email', '=', account.email)
        .executeTakeFirst();
      await trx.deleteFrom('account_visitor').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('account').where('id', '=', accountId).execute();
      return {
        accounts: 1,
        sessions: Number(sessions.numDeletedRows),
        signInLinks: Number(links.numDeletedRows),
      };
    });
  }

  /** Which of these owner ids are accounts (the rest are anonymous visitors). */
  async accountIdsAmong(ownerIds: readonly string[]): Promise<Set<string>> {
    if (ownerIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('account')
      .select('id')
      // One array parameter: hundreds of IN parameters cost more to send and plan than to read.
      .where('id', '=', (eb) => eb.fn.any(eb.val([...ownerIds])))
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Kept by the account table's triggers (migration create_account_count): one row. */
  async countAccounts(): Promise<number> {
    const row = await this.db
      .selectFrom('account_count')
      .select('accounts')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return row.accounts;
  }

  /** The newest accounts (account_admin_list_idx, in this order). */
  listAccounts(limit: number): Promise<AccountRow[]> {
    return this.db
      .selectFrom('account')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
