import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';

/** Set while a transaction opened by {@link inTransaction} runs, for everything it awaits. */
const openTransaction = new AsyncLocalStorage<true>();

/** Thrown when a call to another service starts while this process holds a transaction open. */
export class CallInsideTransactionError extends Error {
  override name = 'CallInsideTransactionError';
  constructor(what: string) {
    super(
      `${what} was called while a database transaction is open. A network call inside a transaction holds its locks for as long as the peer takes, and a commit that fails afterwards leaves the peer's work orphaned: write an outbox row in the transaction instead (packages/service-kit/README.md, "The outbox").`,
    );
  }
}

/**
 * The one way a service opens a transaction. Everything `work` awaits runs with the transaction
 * marked open, so {@link assertNoOpenTransaction} (called by every internal client) refuses a
 * call to another service made from inside it.
 */
export function inTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => openTransaction.run(true, () => work(trx)));
}

export function isTransactionOpen(): boolean {
  return openTransaction.getStore() === true;
}

/** Throws {@link CallInsideTransactionError} when `what` is reached inside {@link inTransaction}. */
export function assertNoOpenTransaction(what: string): void {
  if (isTransactionOpen()) throw new CallInsideTransactionError(what);
}
