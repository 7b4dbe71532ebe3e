import { randomUUID } from 'node:crypto';
import {
  DeliveriesQueue,
  SCHEDULE_MESSAGES as M,
  type Schedule,
  type ScheduleChange,
  type ScheduleRequest,
} from '@cardsmith/contracts';
import {
  badRequest,
  forbidden,
  HttpError,
  notFound,
  QueueUnavailableError,
  type DailyQuotas,
} from '@cardsmith/service-kit';
import type { CardsPort } from '../adapters/cards-client.js';
import type { UnsubscribesRepository } from '../channels/unsubscribes.repository.js';
import type { DeliveryRow, DeliveryTaskRow } from '../db/database.js';
import { reminderTasks } from '../tasks/task-plan.js';
import type { TasksRepository } from '../tasks/tasks.repository.js';
import type { DeliveriesRepository } from './deliveries.repository.js';
import type { DeliveryEvents } from './delivery-events.js';
import type { DeliveryJobs } from './delivery-jobs.js';
import { newDeliveryToken } from './delivery-token.js';
import { smsOutcome } from './sms-status.js';
import type { PostDeliveries, PrintOrders } from './post-deliveries.js';
import type { PrintOrdering } from './print-ordering.js';
import {
  deliveryQuotaCounters,
  recipientChangeCounters,
  whenMorePossible,
  type DeliveryQuotaCounter,
  type Sender,
} from './delivery-quotas.js';
import { checkSchedule } from './schedule-rules.js';
import { toSchedule } from './to-schedule.js';

export interface DeliveriesServiceOptions {
  repository: DeliveriesRepository;
  tasks: TasksRepository;
  cards: CardsPort;
  jobs: DeliveryJobs;
  unsubscribes: UnsubscribesRepository;
  post: PostDeliveries;
  printOrdering: PrintOrdering;
  /** Daily quotas on scheduling (Redis). */
  quotas: DailyQuotas;
  /** Deliveries the whole platform may schedule in one UTC day. */
  dailyBudget?: number;
  now?: () => Date;
  /** A committed delivery whose jobs Redis did not take now: the reconciler gives them later. */
  onEnqueueFailed: (error: unknown, deliveryId: string) => void;
  /** Every change is published to the owner's deliveries page (main.ts; tests may leave it out). */
  events?: DeliveryEvents;
}

const invalid = (issues: { path: string; message: string }[]) => badRequest(M.title, issues);

/** Scheduling, changing and cancelling deliveries; the worker sends them. */
export class DeliveriesService {
  private readonly repository: DeliveriesRepository;
  private readonly tasks: TasksRepository;
  private readonly cards: CardsPort;
  private readonly onEnqueueFailed: DeliveriesServiceOptions['onEnqueueFailed'];
  private readonly jobs: DeliveryJobs;
  private readonly unsubscribes: UnsubscribesRepository;
  private readonly post: PostDeliveries;
  private readonly printOrdering: PrintOrdering;
  private readonly quotas: DailyQuotas;
  private readonly dailyBudget: number | undefined;
  private readonly now: () => Date;
  private readonly events: DeliveryEvents | undefined;

  constructor(options: DeliveriesServiceOptions) {
    this.events = options.events;
    this.repository = options.repository;
    this.tasks = options.tasks;
    this.cards = options.cards;
    this.jobs = options.jobs;
    this.unsubscribes = options.unsubscribes;
    this.post = options.post;
    this.printOrdering = options.printOrdering;
    this.quotas = options.quotas;
    this.dailyBudget = options.dailyBudget;
    this.now = options.now ?? (() => new Date());
    this.onEnqueueFailed = options.onEnqueueFailed;
  }

  async schedule(sender: Sender, request: ScheduleRequest): Promise<Schedule> {
    const { visitorId } = sender;
    const result = checkSchedule(request, this.now());
    const issues = [...result.issues];
    if (!request.cardId) issues.unshift({ path: 'cardId', message: M.unknownCard });
    // A card by post must reach the printer the vendor's lead time before its date.
    const post =
      'checked' in result && result.checked.method === 'physical'
        ? await this.post.plan(
            { ...request, country: request.recipientInfo.address.country },
            this.now(),
          )
        : null;
    if (post && 'issue' in post) issues.push(post.issue);
    const card = request.cardId ? await this.cards.ownership(request.cardId, visitorId) : null;
    if (request.cardId && !card) issues.unshift({ path: 'cardId', message: M.unknownCard });
    if (issues.length > 0 || !('checked' in result) || !card) throw invalid(issues);
    if (!card.isOwner) throw forbidden(M.notOwner);

    const { method, at } = result.checked;
    await this.takeQuota(
      deliveryQuotaCounters(
        sender,
        { cardId: request.cardId, method, recipient: request.recipientInfo },
        this.dailyBudget,
      ),
    );
    const { reminderSettings: reminders } = request;
    const now = this.now();
    // The row and its reminders are one transaction; their jobs follow the commit.
    const { inserted, added } = await this.repository.transaction(async (repository, tasks) => {
      const row = await repository.insert({
        id: randomUUID(),
        owner_visitor_id: visitorId,
        card_id: request.cardId,
        card_title: card.title,
        method,
        delivery_date: request.deliveryDate,
        delivery_time: request.deliveryTime,
        timezone: request.timezone,
        deliver_at: at.instant,
        time_adjustment: at.adjustment,
        recipient: JSON.stringify(result.checked.recipientInfo),
        personal_message: request.personalMessage,
        occasion: request.occasion,
        recurring: request.recurring,
        sender_email: request.senderEmail || null,
        sender_timezone: request.senderTimezone || request.timezone,
        reminder_enabled: reminders.enabled,
        reminder_days: JSON.stringify(reminders.reminderDays),
        reminder_time: reminders.reminderTime,
        token: newDeliveryToken(),
        // No send job: the print service hands the paid order to the vendor at `submitAfter`.
        print_submit_after: post && 'submitAfter' in post ? post.submitAfter : null,
      });
      await repository.reportToCards(row);
      return { inserted: row, added: await tasks.insert(reminderTasks(row, now)) };
    });
    await this.queueAfterCommit(inserted.id, async () => {
      await this.scheduleTaskJobs(added);
      if (!inserted.print_submit_after) await this.jobs.schedule(inserted.id, inserted.deliver_at);
    });
    await this.events?.changed(inserted);
    if (!inserted.print_submit_after) return toSchedule(inserted, added);
    const orders = await this.orderNow(inserted.id);
    return toSchedule((await this.repository.findById(inserted.id)) ?? inserted, added, orders);
  }

  /**
   * The order of a delivery by post just committed, made now so the sender can pay at once. If
   * print cannot answer, the worker's `order-print` job makes it (print keeps one per delivery).
   */
  private async orderNow(deliveryId: string): Promise<PrintOrders> {
    try {
      const order = await this.printOrdering.order(deliveryId);
      return new Map(order ? [[order.id, order]] : []);
    } catch {
      await this.jobs.orderPrint(deliveryId).catch(() => undefined);
      return null;
    }
  }

  async list(visitorId: string): Promise<Schedule[]> {
    const rows = await this.repository.listOwned(visitorId);
    const tasks = await this.tasks.forDeliveries(rows.map((row) => row.id));
    const orders = await this.post.orders(rows);
    return rows.map((row) => toSchedule(row, tasks, orders));
  }

  async get(visitorId: string, id: string): Promise<Schedule> {
    return this.present(await this.owned(visitorId, id));
  }

  /**
   * New date, time, zone, recipient or message while still scheduled; the job moves with it. A
   * new recipient takes from the sender's quotas like a new delivery.
   */
  async update(sender: Sender, id: string, change: ScheduleChange): Promise<Schedule> {
    const current = await this.owned(sender.visitorId, id);
    if (current.status !== 'scheduled') throw notEditable();
    const next = {
      deliveryDate: change.deliveryDate ?? current.delivery_date,
      deliveryTime: change.deliveryTime ?? current.delivery_time,
      timezone: change.timezone ?? current.timezone,
      deliveryMethod: current.method,
      recipientInfo: change.recipientInfo ?? current.recipient,
      senderEmail: current.sender_email ?? '',
    };
    const result = checkSchedule(next, this.now());
    if (!('checked' in result)) throw invalid(result.issues);
    const { at } = result.checked;
    const now = this.now();
    const post =
      current.method === 'physical'
        ? await this.post.plan({ ...next, country: next.recipientInfo.address.country }, now)
        : null;
    if (post && 'issue' in post) throw invalid([post.issue]);
    await this.takeQuota(
      recipientChangeCounters(
        sender,
        { cardId: current.card_id, method: current.method, recipient: current.recipient },
        result.checked.recipientInfo,
        this.dailyBudget,
      ),
    );
    // Print refuses (409) once the order went to the printer: asked before the transaction (no
    // call inside one), so a refusal changes nothing here either.
    if (post && current.print_order_id) {
      await this.post.change(
        { ...current, recipient: result.checked.recipientInfo },
        post.submitAfter,
      );
    }
    const changed = await this.repository.transaction(async (repository, tasks) => {
      const updated = await repository.updateScheduled(id, {
        delivery_date: next.deliveryDate,
        delivery_time: next.deliveryTime,
        timezone: next.timezone,
        deliver_at: at.instant,
        time_adjustment: at.adjustment,
        recipient: JSON.stringify(result.checked.recipientInfo),
        personal_message: change.personalMessage ?? current.personal_message,
        ...(post ? { print_submit_after: post.submitAfter } : {}),
      });
      // The worker took it in the meantime: too late to change.
      if (!updated) throw notEditable();
      await repository.reportToCards(updated);
      // Reminders follow the delivery: those not sent are planned again from the new instant.
      const removed = await tasks.removeScheduledReminders(id);
      return { updated, removed, added: await tasks.insert(reminderTasks(updated, now)) };
    });
    const row = changed.updated;
    await this.queueAfterCommit(id, async () => {
      if (!post) {
        await this.jobs.unschedule(id);
        await this.jobs.schedule(id, row.deliver_at);
      }
      for (const task of changed.removed) await this.jobs.unscheduleTask(task);
      await this.scheduleTaskJobs(changed.added);
    });
    await this.events?.changed(row);
    return this.present(row);
  }

  async cancel(visitorId: string, id: string): Promise<Schedule> {
    const current = await this.owned(visitorId, id);
    if (current.status !== 'scheduled') throw notEditable();
    // Its print order is cancelled or refunded first; print refuses (409) once it is at the
    // printer, and then nothing changes here. An order made meanwhile is stopped by PrintOrdering.
    if (current.print_order_id) await this.post.cancel(current);
    const { row, cancelledTasks } = await this.repository.transaction(async (repository, tasks) => {
      const cancelled = await repository.updateScheduled(id, { status: 'cancelled' });
      if (!cancelled) throw notEditable();
      await repository.reportToCards(cancelled);
      return { row: cancelled, cancelledTasks: await tasks.cancelScheduled(id) };
    });
    // A job left behind finds its row cancelled and does nothing.
    await this.queueAfterCommit(id, async () => {
      if (!row.print_order_id) await this.jobs.unschedule(id);
      for (const task of cancelledTasks) await this.jobs.unscheduleTask(task);
    });
    await this.events?.changed(row);
    return this.present(row);
  }

  /** The recipient page reports a view through the link's token. */
  async opened(token: string): Promise<{ cardId: string }> {
    const opened = await this.repository.markOpened(token);
    await this.events?.changed(opened);
    const row = opened ?? (await this.repository.findByToken(token));
    if (!row) throw notFound(M.unknownToken);
    return { cardId: row.card_id };
  }

  /** Twilio's status callback (its signature already checked) for an SMS delivery. */
  async smsStatus(id: string, messageStatus: string, errorCode?: string): Promise<void> {
    const row = await this.repository.findById(id);
    if (!row || row.method !== 'sms') throw notFound(M.notFound);
    const outcome = smsOutcome(messageStatus);
    if (outcome === 'delivered')
      await this.events?.changed(await this.repository.markDelivered(id));
    if (outcome === 'failed') {
      const reason = errorCode
        ? `${M.smsUndelivered} (Twilio error ${errorCode})`
        : M.smsUndelivered;
      await this.events?.changed(await this.repository.markUndelivered(id, reason));
    }
  }

  /** The address an email delivery went to asks for no more cards. */
  async unsubscribe(token: string): Promise<void> {
    const row = await this.repository.findByToken(token);
    if (!row) throw notFound(M.unknownToken);
    const address = row.method === 'social' ? row.sender_email : row.recipient.email;
    if (address) await this.unsubscribes.add(address);
  }

  /** Takes one from every counter, or refuses (429) saying when more is possible. */
  private async takeQuota(counters: DeliveryQuotaCounter[]): Promise<void> {
    if (counters.length === 0) return;
    // Redis holds the queue too: without it nothing could be scheduled anyway, so the answer is
    // the queue's 503 rather than a delivery past its quota.
    const answer = await this.quotas.take(counters).catch((error: unknown) => {
      throw new QueueUnavailableError(DeliveriesQueue.name, { cause: error });
    });
    if (answer.admitted) return;
    const when = whenMorePossible(answer.resetsAt, this.now());
    throw new HttpError(429, 'rate_limited', answer.refused.message(when));
  }

  private async present(row: DeliveryRow): Promise<Schedule> {
    const tasks = await this.tasks.forDeliveries([row.id]);
    return toSchedule(row, tasks, await this.post.orders([row]));
  }

  /**
   * A delivery's jobs follow its commit, never inside the transaction (no network call there).
   * Redis failing now loses nothing: the row is the record, and the reconciler gives every due
   * row its job, and takes a stale one's run for nothing (its claim finds the row moved).
   */
  private async queueAfterCommit(deliveryId: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.onEnqueueFailed(error, deliveryId);
    }
  }

  private async scheduleTaskJobs(tasks: DeliveryTaskRow[]): Promise<void> {
    for (const task of tasks) await this.jobs.scheduleTask(task.id, task.due_at);
  }

  private async owned(visitorId: string, id: string): Promise<DeliveryRow> {
    const row = await this.repository.findOwned(id, visitorId);
    if (!row) throw notFound(M.notFound);
    return row;
  }
}

function notEditable(): HttpError {
  return new HttpError(409, 'conflict', M.notEditable);
}
