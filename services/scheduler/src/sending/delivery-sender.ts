import { randomUUID } from 'node:crypto';
import { addYears, zonedInstant, type ZonedInstant } from '@cardsmith/contracts/zoned-time';
import { SCHEDULE_MESSAGES } from '@cardsmith/contracts';
import type { EmailRenderer } from '@cardsmith/emails';
import type { Logger } from '@cardsmith/service-kit';
import type { SharesPort } from '../adapters/cards-client.js';
import type { EmailSender } from '../channels/email.js';
import type { SmsSender } from '../channels/sms.js';
import type { DeliveryRow } from '../db/database.js';
import type { ClaimedDelivery, DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import type { DeliveryEvents } from '../deliveries/delivery-events.js';
import type { DeliveryJobs } from '../deliveries/delivery-jobs.js';
import { newDeliveryToken } from '../deliveries/delivery-token.js';
import { reminderTasks } from '../tasks/task-plan.js';
import { cardEmailFor } from './card-message.js';
import { deliveryLinks } from './delivery-links.js';
import { groupCommit } from './group-commit.js';

export interface DeliverySenderOptions {
  repository: DeliveriesRepository;
  /** The cards service, for the social shares it handed over. */
  shares: SharesPort;
  email: EmailSender;
  sms: SmsSender;
  jobs: DeliveryJobs;
  publicOrigin: string;
  /** The worker's one renderer: a card's render is shared by its recipients and its resend. */
  emails: EmailRenderer;
  /** A `sending` row older than this belonged to a worker that died; it is claimed again. */
  sendingLeaseMs: number;
  /** Runs a job gets in all (the queue's retry policy); the last failure is stored on the row. */
  attempts: number;
  /** An email delivery not opened this long after it was sent is resent once. */
  resendAfterMs: number;
  /** Each move (sending, sent, failed, back to scheduled) is published to the owner's page. */
  events?: DeliveryEvents;
}

/**
 * How long a claim or a "sent" waits for its neighbours' (group commit). A card arrives 2 ms
 * later; batches grow (bench/scheduler: 3.5 claims a statement instead of 2.7, measured when
 * claims and sends were statements apart).
 */
const GROUP_COMMIT_LINGER_MS = 2;

export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

function nextYearly(
  row: Pick<DeliveryRow, 'delivery_date' | 'delivery_time' | 'timezone'>,
  now: Date,
): { date: string; at: ZonedInstant } | null {
  for (let years = 1; years <= 100; years += 1) {
    const date = addYears(row.delivery_date, years);
    const at = zonedInstant(date, row.delivery_time, row.timezone);
    if (at && at.instant.getTime() > now.getTime()) return { date, at };
  }
  return null;
}

/** The worker's side of a delivery: claim it, send it through its channel, record the outcome. */
export class DeliverySender {
  /**
   * Concurrent jobs claim their deliveries, and record their sends, in shared statements (group
   * commit): the claims and the sends of a batch go in one round trip.
   */
  private readonly commit: (
    step: { claim: string } | { sent: string },
  ) => Promise<ClaimedDelivery | undefined>;

  constructor(private readonly options: DeliverySenderOptions) {
    const { repository, sendingLeaseMs: leaseMs, resendAfterMs } = options;
    this.commit = groupCommit(
      async (steps) => {
        const claimIds = steps.flatMap((step) => ('claim' in step ? [step.claim] : []));
        const sentIds = steps.flatMap((step) => ('sent' in step ? [step.sent] : []));
        const claimed = new Map(
          (
            await repository.claimAndMarkSent({ claimIds, sentIds }, { leaseMs, resendAfterMs })
          ).map((row) => [row.id, row]),
        );
        return steps.map((step) => {
          if (!('claim' in step)) return undefined;
          // A row goes to one caller only, should the same id be claimed twice in a batch.
          const row = claimed.get(step.claim);
          claimed.delete(step.claim);
          return row;
        });
      },
      { lingerMs: GROUP_COMMIT_LINGER_MS },
    );
  }

  async send(deliveryId: string, attempt: number, logger: Logger): Promise<void> {
    const { repository, attempts, events } = this.options;
    const row = await this.commit({ claim: deliveryId });
    if (!row) {
      logger.info('nothing to send: the delivery was sent, moved, cancelled or is not due');
      return;
    }
    // Published without waiting: a status page is told, the send never waits for it.
    void events?.changed(row);
    try {
      await this.dispatch(row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentDeliveryError || attempt >= attempts;
      if (final) await repository.markFailed(row.id, reason);
      else await repository.release(row.id, reason);
      void events?.changed({ ...row, status: final ? 'failed' : 'scheduled' });
      throw error;
    }
    // The resend's job is added by the reconciler once it is within its horizon (it is days away).
    await this.commit({ sent: row.id });
    void events?.changed({ ...row, status: 'sent' });
    if (row.recurring) await this.scheduleNextYear(row);
  }

  private async dispatch(row: ClaimedDelivery): Promise<void> {
    const links = deliveryLinks(this.options.publicOrigin, row);
    switch (row.method) {
      case 'email': {
        if (row.recipient_unsubscribed)
          throw new PermanentDeliveryError(SCHEDULE_MESSAGES.unsubscribed);
        await this.options.email.send({
          ...(await cardEmailFor(row, this.options.publicOrigin, this.options.emails)),
          messageKey: row.id,
        });
        return;
      }
      case 'sms': {
        const text = `${row.recipient.name}, you have a card: ${links.card}`;
        await this.options.sms.send({
          to: row.recipient.phone,
          text,
          deliveryId: row.id,
          statusCallbackUrl: links.smsStatus,
        });
        return;
      }
      case 'social': {
        if (row.share_id) {
          // The cards service publishes the card and lists the share as shared, with its link to
          // post (in-app); an email follows only when there is an address for it.
          const delivered = await this.options.shares.deliver(row.share_id);
          if (!delivered) throw new PermanentDeliveryError(SCHEDULE_MESSAGES.shareGone);
          if (!row.sender_email) return;
        }
        if (!row.sender_email)
          throw new PermanentDeliveryError('No email to send the share link to.');
        const email = await this.options.emails.render('social-share', {
          cardTitle: row.card_title,
          imageUrl: links.image,
          shareUrl: links.share,
        });
        if (row.sender_unsubscribed)
          throw new PermanentDeliveryError(SCHEDULE_MESSAGES.unsubscribed);
        await this.options.email.send({
          ...email,
          to: row.sender_email,
          deliveryId: row.id,
          messageKey: row.id,
          unsubscribeUrl: links.unsubscribe,
        });
        return;
      }
      case 'physical':
        // Never claimed (the print service submits its order to the vendor).
        throw new PermanentDeliveryError(
          'A printed card goes to the printer through its print order, not this worker.',
        );
    }
  }

  /**
   * A yearly delivery, once sent, creates the next one on the same date (29 Feb → 28 Feb); a
   * send that ran very late skips years already past rather than sending them at once.
   */
  private async scheduleNextYear(row: DeliveryRow): Promise<void> {
    const nextYear = nextYearly(row, new Date());
    if (!nextYear) return;
    const { date, at } = nextYear;
    const { next, reminders } = await this.options.repository.transaction(
      async (deliveries, tasks) => {
        const inserted = await deliveries.insertNext({
          id: randomUUID(),
          previous_id: row.id,
          owner_visitor_id: row.owner_visitor_id,
          card_id: row.card_id,
          card_title: row.card_title,
          method: row.method,
          delivery_date: date,
          delivery_time: row.delivery_time,
          timezone: row.timezone,
          deliver_at: at.instant,
          time_adjustment: at.adjustment,
          recipient: JSON.stringify(row.recipient),
          personal_message: row.personal_message,
          occasion: row.occasion,
          recurring: true,
          sender_email: row.sender_email,
          sender_timezone: row.sender_timezone,
          reminder_enabled: row.reminder_enabled,
          reminder_days: JSON.stringify(row.reminder_days),
          reminder_time: row.reminder_time,
          token: newDeliveryToken(),
        });
        return {
          next: inserted,
          reminders: inserted ? await tasks.insert(reminderTasks(inserted, new Date())) : [],
        };
      },
    );
    // A failed enqueue is not lost: the reconciler adds the job once it is within its horizon.
    const { jobs } = this.options;
    if (next) await jobs.schedule(next.id, next.deliver_at).catch(() => undefined);
    if (next) void this.options.events?.changed(next);
    for (const reminder of reminders) {
      await jobs.scheduleTask(reminder.id, reminder.due_at).catch(() => undefined);
    }
  }
}
