import type { EmailRenderer } from '@cardsmith/emails';
import type { Logger } from '@cardsmith/service-kit';
import type { GroupsPort } from '../adapters/cards-client.js';
import type { EmailMessage, EmailSender } from '../channels/email.js';
import type { UnsubscribesRepository } from '../channels/unsubscribes.repository.js';
import type { DeliveryRow, DeliveryTaskRow } from '../db/database.js';
import type { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import type { TasksRepository } from '../tasks/tasks.repository.js';
import { cardEmailFor } from './card-message.js';

export interface TaskSenderOptions {
  tasks: TasksRepository;
  deliveries: DeliveriesRepository;
  email: EmailSender;
  unsubscribes: UnsubscribesRepository;
  publicOrigin: string;
  /** The worker's one renderer: a card's render is shared by its recipients and its resend. */
  emails: EmailRenderer;
  /** A `sending` task older than this belonged to a worker that died; it is claimed again. */
  sendingLeaseMs: number;
  /** Runs a job gets in all; the last failure is stored on the task. */
  attempts: number;
  /** A group card's signing, for the organiser's summary the day before (issue 35). */
  groups: GroupsPort;
}

/** The worker's side of reminders and resends: claimed once, sent once, like deliveries. */
export class TaskSender {
  constructor(private readonly options: TaskSenderOptions) {}

  async send(taskId: string, attempt: number, logger: Logger): Promise<void> {
    const { tasks, deliveries, sendingLeaseMs, attempts } = this.options;
    const task = await tasks.claim(taskId, sendingLeaseMs);
    if (!task) {
      logger.info('nothing to send: the task was sent, moved, cancelled or is not due');
      return;
    }
    const delivery = await deliveries.findById(task.delivery_id);
    const message = delivery ? await this.messageFor(task, delivery) : null;
    if (!message) {
      await tasks.finish(task.id, 'skipped');
      return;
    }
    try {
      await this.options.email.send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts) await tasks.finish(task.id, 'failed', reason);
      else await tasks.release(task.id, reason);
      throw error;
    }
    await tasks.finish(task.id, 'sent');
  }

  /**
   * The sender's reminder; the day before a group card's delivery, the organiser's summary of
   * who has signed ("14 of 20 have signed") with the way to remind the others.
   */
  private async reminderEmail(task: DeliveryTaskRow, delivery: DeliveryRow) {
    const { emails, groups, publicOrigin } = this.options;
    const sendsAt = `on ${delivery.delivery_date} at ${delivery.delivery_time} (${delivery.timezone} time)`;
    const group = task.days_before === 1 ? await groups.summary(delivery.card_id) : null;
    if (group?.isGroup) {
      return emails.render('group-summary', {
        cardTitle: delivery.card_title,
        signed: group.signed,
        invited: group.invited,
        sendsAt,
        manageUrl: `${publicOrigin}/collaboration?card=${encodeURIComponent(delivery.card_id)}`,
      });
    }
    return emails.render('reminder', {
      cardTitle: delivery.card_title,
      recipientName: delivery.recipient.name,
      daysBefore: task.days_before ?? 1,
      sendsAt,
      manageUrl: `${publicOrigin}/smart-scheduling`,
    });
  }

  /** What the task sends now, or null when its moment passed without anything to do. */
  private async messageFor(
    task: DeliveryTaskRow,
    delivery: DeliveryRow,
  ): Promise<EmailMessage | null> {
    switch (task.kind) {
      case 'reminder': {
        // A reminder is about a delivery still to come; cancelled or sent early, it has none.
        if (delivery.status !== 'scheduled' || !delivery.sender_email) return null;
        const email = await this.reminderEmail(task, delivery);
        return {
          ...email,
          to: delivery.sender_email,
          deliveryId: delivery.id,
          messageKey: task.id,
        };
      }
      case 'resend': {
        // Opened (or failed, or its address unsubscribed) in the meantime: nothing to resend.
        if (delivery.status !== 'sent') return null;
        if (await this.options.unsubscribes.has(delivery.recipient.email)) return null;
        return {
          ...(await cardEmailFor(delivery, this.options.publicOrigin, this.options.emails)),
          messageKey: task.id,
        };
      }
    }
  }
}
