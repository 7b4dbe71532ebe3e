import { randomUUID } from 'node:crypto';
import { SOCIAL_PLATFORM_LABELS, type ScheduledShare } from '@cardsmith/contracts';
import { isTimeZone, zonedInstant } from '@cardsmith/contracts/zoned-time';
import type { DeliveriesRepository } from './deliveries.repository.js';
import type { DeliveryJobs } from './delivery-jobs.js';
import { newDeliveryToken } from './delivery-token.js';

/**
 * The `share` job the cards service produces (its outbox) for a scheduled social share: one
 * social delivery per share, delivered at its instant by the same queue (publish, then the
 * sharer posts from the share list). The job may run twice; the share id keeps one delivery.
 */
export class ScheduledShares {
  constructor(
    private readonly repository: DeliveriesRepository,
    private readonly jobs: DeliveryJobs,
  ) {}

  async schedule(share: ScheduledShare): Promise<void> {
    const at = isTimeZone(share.timezone)
      ? zonedInstant(share.deliveryDate, share.deliveryTime, share.timezone)
      : null;
    // Cards checked the date and zone before writing the job: one that fails here is a bug there.
    if (!at) {
      throw new Error(
        `Scheduled share ${share.shareId} has no instant (${share.deliveryDate} ${share.deliveryTime} ${share.timezone}).`,
      );
    }
    const row =
      (await this.repository.insertShare({
        id: randomUUID(),
        share_id: share.shareId,
        owner_visitor_id: share.ownerVisitorId,
        card_id: share.cardId,
        card_title: share.cardTitle,
        method: 'social',
        delivery_date: share.deliveryDate,
        delivery_time: share.deliveryTime,
        timezone: share.timezone,
        deliver_at: at.instant,
        time_adjustment: at.adjustment,
        recipient: JSON.stringify({
          name: SOCIAL_PLATFORM_LABELS[share.platform],
          email: '',
          phone: '',
          address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
        }),
        personal_message: share.message,
        occasion: null,
        recurring: false,
        sender_email: null,
        sender_timezone: share.timezone,
        reminder_enabled: false,
        reminder_days: '[]',
        reminder_time: '09:00',
        token: newDeliveryToken(),
      })) ?? (await this.repository.findByShare(share.shareId));
    // The row is the source of truth: a lost enqueue here is put back by the reconciler.
    if (row?.status === 'scheduled') await this.jobs.schedule(row.id, row.deliver_at);
  }
}
