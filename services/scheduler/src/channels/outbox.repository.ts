import { randomUUID } from 'node:crypto';
import { after, timestampKey, type KeysetPosition } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { OutboxMessageRow, SchedulerDb } from '../db/database.js';

export interface KeptMessage {
  channel: 'email' | 'sms';
  deliveryId: string | null;
  /** Kept once per key; null for a message without one (send-now). */
  messageKey: string | null;
  recipient: string;
  subject: string | null;
  html: string | null;
  text: string;
}

export class OutboxRepository {
  constructor(private readonly db: Kysely<SchedulerDb>) {}

  /** Keeps a message; one with a key already kept is not kept again, however often it is sent. */
  async keep(message: KeptMessage): Promise<string> {
    const id = randomUUID();
    const inserted = await this.db
      .insertInto('outbox_message')
      .values({
        id,
        channel: message.channel,
        delivery_id: message.deliveryId,
        message_key: message.messageKey,
        recipient: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
      })
      .onConflict((oc) => oc.column('message_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? id;
  }

  forDelivery(deliveryId: string): Promise<OutboxMessageRow[]> {
    return this.db
      .selectFrom('outbox_message')
      .selectAll()
      .where('delivery_id', '=', deliveryId)
      .orderBy('created_at')
      .execute();
  }

  /**
   * The newest messages of a channel first: `limit` after `position` (keyset pagination, through
   * the index on `(channel, created_at desc, id desc)`), and how many the channel has.
   */
  async page(
    channel: 'email' | 'sms',
    position: KeysetPosition | undefined,
    limit: number,
  ): Promise<{ rows: (OutboxMessageRow & { created_at_key: string })[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('outbox_message')
        .selectAll()
        .select(timestampKey('created_at').as('created_at_key'))
        .where('channel', '=', channel)
        .$if(position !== undefined, (qb) => qb.where(after('created_at', 'id', position!)))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('outbox_message')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('channel', '=', channel)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  find(id: string): Promise<OutboxMessageRow | undefined> {
    return this.db.selectFrom('outbox_message').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
