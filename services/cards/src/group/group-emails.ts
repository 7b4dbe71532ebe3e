import { DeliveriesQueue, type EmailJob } from '@cardsmith/contracts';
import { writeOutbox } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';

/**
 * Emails for the scheduler to send, as `email` jobs of its queue keyed by what they are about,
 * written in the caller's transaction (the outbox).
 */
export async function writeEmails(db: Kysely<CardsDb>, emails: EmailJob[]): Promise<void> {
  for (const email of emails) {
    await writeOutbox(db, DeliveriesQueue, { name: 'email', data: email }, { id: email.key });
  }
}
