import { randomUUID } from 'node:crypto';
import { createTestServiceContext } from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { UnsubscribesRepository } from '../src/channels/unsubscribes.repository.js';
import type { SchedulerDb } from '../src/db/database.js';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository.js';
import { insertDue } from './deliveries-fixtures.js';

const ctx = createTestServiceContext<SchedulerDb>(inject('infra'), 'scheduler');
const deliveries = new DeliveriesRepository(ctx.db);
const LEASE_MS = 60_000;
const settings = { leaseMs: LEASE_MS, resendAfterMs: 72 * 3600_000 };

afterAll(() => ctx.close());

const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await ctx.db.selectFrom('delivery').select(['id', 'status']).where('id', 'in', ids).execute()
    ).map((row) => [row.id, row.status]),
  );

/** As if the delivery had been claimed longer ago than the lease. */
const backdateClaim = (id: string) =>
  ctx.db
    .updateTable('delivery')
    .set({ claimed_at: sql<Date>`now() - make_interval(secs => ${(LEASE_MS + 1000) / 1000})` })
    .where('id', '=', id)
    .execute();

describe('claimAndMarkSent: one round trip for a batch of sends', () => {
  it('claims due deliveries once, and says which addresses unsubscribed', async () => {
    const gone = `gone-${randomUUID()}@example.com`;
    await new UnsubscribesRepository(ctx.db).add(gone);
    const [plain] = await insertDue(ctx.db, 1);
    const [unsubscribed] = await insertDue(ctx.db, 1, {
      recipient: JSON.stringify({ name: 'Bo', email: gone.toUpperCase(), phone: '' }),
    });
    const claimed = await deliveries.claimAndMarkSent(
      { claimIds: [plain!, unsubscribed!], sentIds: [] },
      settings,
    );
    expect(Object.fromEntries(claimed.map((row) => [row.id, row.recipient_unsubscribed]))).toEqual({
      [plain!]: false,
      [unsubscribed!]: true,
    });
    expect(claimed.every((row) => row.status === 'sending' && row.attempts === 1)).toBe(true);
    // A second claim (a duplicate job) takes nothing.
    expect(
      await deliveries.claimAndMarkSent({ claimIds: [plain!], sentIds: [] }, settings),
    ).toEqual([]);
  });

  it('marks sends sent with their resend planned, and claims others, in the same statement', async () => {
    const [sent, next] = await insertDue(ctx.db, 2);
    await deliveries.claimAndMarkSent({ claimIds: [sent!], sentIds: [] }, settings);
    const claimed = await deliveries.claimAndMarkSent(
      { claimIds: [next!], sentIds: [sent!] },
      settings,
    );
    expect(claimed.map((row) => row.id)).toEqual([next]);
    expect(await statuses([sent!, next!])).toEqual({ [sent!]: 'sent', [next!]: 'sending' });
    const resend = await ctx.db
      .selectFrom('delivery_task')
      .innerJoin('delivery', 'delivery.id', 'delivery_task.delivery_id')
      .select(['delivery_task.kind', 'delivery_task.due_at', 'delivery.sent_at'])
      .where('delivery_task.delivery_id', '=', sent!)
      .executeTakeFirstOrThrow();
    expect(resend.kind).toBe('resend');
    expect(resend.due_at.getTime() - resend.sent_at!.getTime()).toBe(settings.resendAfterMs);
  });

  it('never claims a delivery marked sent in the same batch, nor one by post', async () => {
    const [both] = await insertDue(ctx.db, 1);
    const [post] = await insertDue(ctx.db, 1, { method: 'physical' });
    await deliveries.claimAndMarkSent({ claimIds: [both!], sentIds: [] }, settings);
    await backdateClaim(both!);
    // Its job ran twice: one run's "sent" and the other's claim (past the lease) meet in a batch.
    expect(
      await deliveries.claimAndMarkSent({ claimIds: [both!, post!], sentIds: [both!] }, settings),
    ).toEqual([]);
    expect(await statuses([both!, post!])).toEqual({ [both!]: 'sent', [post!]: 'scheduled' });
  });

  it('takes again a delivery left sending past the lease, and not before', async () => {
    const [stuck] = await insertDue(ctx.db, 1);
    await deliveries.claimAndMarkSent({ claimIds: [stuck!], sentIds: [] }, settings);
    expect(
      await deliveries.claimAndMarkSent({ claimIds: [stuck!], sentIds: [] }, settings),
    ).toEqual([]);
    // Its worker died: the claim is older than the lease.
    await backdateClaim(stuck!);
    const again = await deliveries.claimAndMarkSent({ claimIds: [stuck!], sentIds: [] }, settings);
    expect(again.map((row) => [row.id, row.attempts])).toEqual([[stuck, 2]]);
  });

  it('does not mark sent a delivery that is no longer sending', async () => {
    const [cancelled] = await insertDue(ctx.db, 1, { status: 'cancelled' });
    await deliveries.claimAndMarkSent({ claimIds: [], sentIds: [cancelled!] }, settings);
    expect(await statuses([cancelled!])).toEqual({ [cancelled!]: 'cancelled' });
  });
});
