import { z } from 'zod';
import { PRINT_ORDER_STATUSES } from './print.js';
import { defineQueue } from './queues.js';
import { defineRoute } from './route.js';
import { SOCIAL_PLATFORMS } from './sharing.js';
import { singleLine, text } from './text.js';
import { ZONED_TIME_ADJUSTMENTS } from './zoned-time-adjustments.js';

/** Delivery methods of the schedule dialog (spec 001 §9). */
export const DELIVERY_METHODS = ['email', 'sms', 'physical', 'social'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Reminder options in days before delivery (spec 001 §9); the dialog's default is 1 and 7. */
export const REMINDER_DAY_OPTIONS = [1, 3, 7, 14, 30] as const;
export const DEFAULT_REMINDER_DAYS = [1, 7];
export const DEFAULT_DELIVERY_TIME = '09:00';

export const DELIVERY_COUNTRIES = ['US', 'CA', 'UK', 'AU'] as const;
export const SCHEDULER_OCCASIONS = [
  'birthday',
  'anniversary',
  'holiday',
  'get-well',
  'congratulations',
  'other',
] as const;

/** One-tap presets of the smart scheduling page (spec 001 §9): the date is always tomorrow. */
export const SCHEDULE_PRESETS = [
  { occasion: 'birthday', time: '09:00', recurring: true },
  { occasion: 'anniversary', time: '18:00', recurring: true },
  { occasion: 'holiday', time: '12:00', recurring: false },
  { occasion: 'congratulations', time: 'now', recurring: false },
] as const;

/**
 * scheduled → sending → sent → opened, or failed (reason stored after the last retry), or
 * cancelled by the sender while still scheduled. An SMS goes sent → delivered when the phone
 * network reports it handed over (Twilio's status callback), then opened.
 */
export const DELIVERY_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'delivered',
  'opened',
  'failed',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Every sentence of the schedule dialog's validation (spec 001 §5) and the service's own. */
export const SCHEDULE_MESSAGES = {
  title: 'Please fix the following issues:',
  dateRequired: 'Delivery date is required',
  dateInFuture: 'Delivery date must be in the future',
  nameRequired: 'Recipient name is required',
  emailRequired: 'Email address is required for email delivery',
  phoneRequired: 'Phone number is required for SMS delivery',
  addressRequired: 'Complete physical address is required for mail delivery',
  failed: 'Failed to schedule card delivery',
  badDate: 'Use a delivery date like 2026-12-24.',
  badTime: 'Use a delivery time like 09:00.',
  badTimezone: 'That time zone is not known.',
  badMethod: 'Choose email, SMS, physical mail or social as the delivery method.',
  badEmail: 'That email address does not look right.',
  badSenderEmail: 'Your email address does not look right.',
  unknownCard: 'That card does not exist.',
  notOwner: 'Only the card’s owner can schedule its delivery.',
  tooSoonForPost: (earliestDate: string) =>
    `A printed card needs time to be printed and posted: the earliest delivery date for this address is ${earliestDate}.`,
  physicalNeedsSenderEmail:
    'Add your email address: we send the receipt and the posting news of the printed card there.',
  physicalNeedsFullName: 'Add the recipient’s first and last name for the envelope.',
  badCountry: 'We post printed cards to the US, Canada (CA), the UK and Australia (AU).',
  physicalNotRecurring:
    'A printed card is ordered and paid for each time: schedule it without repeating every year.',
  printUnavailable:
    'Printed cards cannot be ordered right now. Please try again in a minute, or choose another method.',
  printSubmitted:
    'This card has already gone to the printer, so it can no longer be changed or cancelled.',
  socialNeedsSenderEmail:
    'Add your email address: at the delivery time we send you the card’s share link to post.',
  notFound: 'That scheduled delivery does not exist.',
  notEditable: 'This delivery has already been sent or cancelled, so it can no longer be changed.',
  unknownToken: 'This card link is not valid any more.',
  unsubscribed: 'The recipient asked to receive no more cards by email.',
  badSenderTimezone: 'Your time zone is not known.',
  remindersNeedSenderEmail: 'Add your email address to get reminders before the delivery.',
  badTwilioSignature: 'This status report is not signed by Twilio.',
  smsUndelivered: 'The phone network could not deliver the SMS.',
  shareSchedulingUnavailable:
    'Scheduled sharing is unavailable right now. Please try again in a minute.',
  shareGone: 'The card or its scheduled share no longer exists.',
  quotaDeliveries: (when: string) =>
    `You have scheduled as many deliveries as we allow in one day. You can schedule more deliveries after ${when}.`,
  quotaDeliveriesSignIn: (when: string) =>
    `You have scheduled as many deliveries as we allow in one day without signing in. Sign in to schedule more, or schedule more deliveries after ${when}.`,
  quotaRecipients: (when: string) =>
    `You have sent cards to as many different people as we allow in one day. You can schedule deliveries to new recipients after ${when}.`,
  quotaNetwork: (when: string) =>
    `Your network has scheduled as many deliveries as we allow in one day. You can schedule more deliveries after ${when}.`,
  quotaCard: (when: string) =>
    `This card has been scheduled as many times as we allow in one day. You can schedule it again after ${when}.`,
  quotaBudget: (when: string) =>
    `We have scheduled as many deliveries as we can send in one day. You can schedule more deliveries after ${when}.`,
} as const;

/**
 * Daily quotas on scheduling (per UTC day), set so a real sender never meets them and a script
 * that relays spam always does: deliveries and distinct recipients per visitor (lower before
 * signing in), deliveries per client network (a fresh cookie does not reset it), per card, and
 * a budget for the whole platform (the scheduler's DELIVERY_DAILY_BUDGET overrides it).
 */
export const DELIVERY_QUOTAS = {
  signedIn: { deliveries: 100, recipients: 50 },
  anonymous: { deliveries: 20, recipients: 10 },
  perNetwork: 200,
  perCard: 100,
  dailyBudget: 50_000,
} as const;

/**
 * What happens around a delivery besides sending it: a reminder to the sender some days before,
 * and the one resend of an email nobody opened. Each is sent once, like a delivery.
 */
export const DELIVERY_TASK_KINDS = ['reminder', 'resend'] as const;
export type DeliveryTaskKind = (typeof DELIVERY_TASK_KINDS)[number];
/** `skipped`: nothing to do when its time came (the card was opened before the resend). */
export const DELIVERY_TASK_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'skipped',
  'failed',
  'cancelled',
] as const;
export type DeliveryTaskStatus = (typeof DELIVERY_TASK_STATUSES)[number];

export const DeliveryTaskSchema = z.object({
  kind: z.enum(DELIVERY_TASK_KINDS),
  /** Reminders: how many days before the delivery. */
  daysBefore: z.number().int().nullable(),
  /** The UTC instant (ISO 8601) it goes out. */
  dueAt: z.string(),
  status: z.enum(DELIVERY_TASK_STATUSES),
  sentAt: z.string().nullable(),
});
export type DeliveryTask = z.output<typeof DeliveryTaskSchema>;

const loose = (max: number) => singleLine().trim().max(max).default('');

export const AddressSchema = z.object({
  street: loose(200),
  city: loose(100),
  state: loose(100),
  zipCode: loose(20),
  country: text().max(2).default('US'),
});

export const RecipientInfoSchema = z.object({
  name: loose(120),
  email: loose(254),
  phone: loose(40),
  address: AddressSchema.default({ street: '', city: '', state: '', zipCode: '', country: 'US' }),
});
export type RecipientInfo = z.output<typeof RecipientInfoSchema>;

export const ReminderSettingsSchema = z.object({
  enabled: z.boolean().default(true),
  reminderDays: z
    .array(z.union(REMINDER_DAY_OPTIONS.map((d) => z.literal(d))))
    .max(REMINDER_DAY_OPTIONS.length)
    .default(DEFAULT_REMINDER_DAYS as (typeof REMINDER_DAY_OPTIONS)[number][]),
  reminderTime: text()
    .regex(/^\d{2}:\d{2}$/, SCHEDULE_MESSAGES.badTime)
    .default(DEFAULT_DELIVERY_TIME),
});

/**
 * The spec's schedule request. Fields the dialog checks are plain strings here so that the
 * service reports every problem at once with the dialog's sentences (spec 001 §5), instead of
 * the schema stopping at the first.
 */
export const ScheduleRequestSchema = z.object({
  cardId: loose(64),
  deliveryDate: loose(20),
  deliveryTime: text().max(10).trim().default(DEFAULT_DELIVERY_TIME),
  deliveryMethod: loose(20),
  recipientInfo: RecipientInfoSchema.default({
    name: '',
    email: '',
    phone: '',
    address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
  }),
  reminderSettings: ReminderSettingsSchema.default({
    enabled: true,
    reminderDays: [1, 7],
    reminderTime: DEFAULT_DELIVERY_TIME,
  }),
  personalMessage: text().max(2000).default(''),
  /** IANA zone the date and time are meant in (the browser's). */
  timezone: loose(64),
  occasion: z.enum(SCHEDULER_OCCASIONS).nullable().default(null),
  /** Once sent, the same delivery is scheduled for the next year. */
  recurring: z.boolean().default(false),
  /** Where reminders and "your card was opened" go. */
  senderEmail: loose(254),
  /** The sender's IANA zone (the browser's): reminders go at `reminderTime` there. Default: `timezone`. */
  senderTimezone: loose(64),
});
export type ScheduleRequest = z.output<typeof ScheduleRequestSchema>;

/** What PATCH may change while the delivery is still scheduled. */
export const ScheduleChangeSchema = z.object({
  deliveryDate: text().max(20).trim().optional(),
  deliveryTime: text().max(10).trim().optional(),
  timezone: text().max(64).trim().optional(),
  recipientInfo: RecipientInfoSchema.optional(),
  personalMessage: text().max(2000).optional(),
});
export type ScheduleChange = z.output<typeof ScheduleChangeSchema>;

export const ScheduleSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  title: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  /** Recipient-local date, time and zone as asked. */
  deliveryDate: z.string(),
  deliveryTime: z.string(),
  timezone: z.string(),
  /** The UTC instant (ISO 8601) computed from them. */
  deliverAt: z.string(),
  /** `moved-forward` (the time falls in a DST gap) or `earlier-of-two` (it happens twice). */
  timeAdjustment: z.enum(ZONED_TIME_ADJUSTMENTS),
  recipient: z.string(),
  recipientInfo: RecipientInfoSchema,
  reminderSettings: ReminderSettingsSchema,
  personalMessage: z.string(),
  occasion: z.enum(SCHEDULER_OCCASIONS).nullable(),
  recurring: z.boolean(),
  senderEmail: z.string().nullable(),
  senderTimezone: z.string(),
  /** The reminders and the resend of this delivery, in the order they go out. */
  tasks: z.array(DeliveryTaskSchema),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /**
   * A delivery by post: its print order (pay it on `/orders/{id}`), whose progress the status
   * follows; `status` null when the print service could not be asked just now.
   */
  printOrder: z
    .object({
      id: z.string(),
      status: z.enum(PRINT_ORDER_STATUSES).nullable(),
      submitAfter: z.string().nullable(),
    })
    .nullable(),
});
export type Schedule = z.output<typeof ScheduleSchema>;

export const ScheduleIdParamsSchema = z.object({
  id: text().regex(/^[0-9a-f-]{36}$/, SCHEDULE_MESSAGES.notFound),
});

export const ScheduleResponseSchema = z.object({
  success: z.literal(true),
  schedule: ScheduleSchema,
});

export const DeliveryOpenedSchema = z.object({ token: text().min(1).max(128) });

/** Routes served by services/scheduler. */
export const schedulerRoutes = {
  scheduleCard: defineRoute({
    method: 'POST',
    path: '/api/cards/schedule',
    body: ScheduleRequestSchema,
    response: ScheduleResponseSchema,
    status: 201,
  }),
  listSchedules: defineRoute({
    method: 'GET',
    path: '/api/schedules',
    response: z.object({ schedules: z.array(ScheduleSchema) }),
  }),
  getSchedule: defineRoute({
    method: 'GET',
    path: '/api/schedules/:id',
    params: ScheduleIdParamsSchema,
    response: ScheduleResponseSchema,
  }),
  updateSchedule: defineRoute({
    method: 'PATCH',
    path: '/api/schedules/:id',
    params: ScheduleIdParamsSchema,
    body: ScheduleChangeSchema,
    response: ScheduleResponseSchema,
  }),
  cancelSchedule: defineRoute({
    method: 'DELETE',
    path: '/api/schedules/:id',
    params: ScheduleIdParamsSchema,
    response: ScheduleResponseSchema,
  }),
  /** The recipient page, opened from a delivered link, reports the view: status → opened. */
  markOpened: defineRoute({
    method: 'POST',
    path: '/api/schedules/opened',
    body: DeliveryOpenedSchema,
    response: z.object({ success: z.literal(true), cardId: z.string() }),
  }),
  /**
   * One-click unsubscribe (RFC 8058) named by an email's List-Unsubscribe header: the address the
   * delivery went to receives no more cards. POST only, so a link prefetch unsubscribes nobody.
   */
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/schedules/unsubscribe/:token',
    params: DeliveryOpenedSchema,
    response: z.object({ success: z.literal(true) }),
  }),
  /**
   * Twilio's status callback for an SMS delivery (form-encoded, `X-Twilio-Signature` checked
   * against the public URL): `delivered` moves it to delivered, `undelivered`/`failed` to failed.
   */
  smsStatus: defineRoute({
    method: 'POST',
    path: '/api/schedules/sms-status/:id',
    params: ScheduleIdParamsSchema,
    body: z.record(text(), text()),
    bodyType: 'form',
    response: z.object({ success: z.literal(true) }),
    security: 'twilio',
  }),
} as const;

/**
 * An email to send now, never its HTML: a template of `@cardsmith/emails` and its props, which the
 * scheduler checks against the template and renders, and the address.
 */
export const InternalEmailSchema = z.object({
  template: text().min(1).max(64),
  to: text().email().max(254),
  props: z.record(text(), z.unknown()),
  /**
   * Names the one message however often the caller retries it: the outbox keeps it once and SMTP
   * gets a stable Message-ID, so a caller that died before recording the send can send again.
   */
  idempotencyKey: text()
    .regex(/^[A-Za-z0-9._:-]{1,120}$/, 'Use letters, digits, dots, colons, dashes or underscores.')
    .optional(),
});

/** Service-to-service routes of the scheduler (under /internal, with the internal secret). */
export const schedulerInternalRoutes = {
  /** Sends an email now through the scheduler's email channel (SMTP, or the outbox offline). */
  sendEmail: defineRoute({
    method: 'POST',
    path: '/internal/email',
    body: InternalEmailSchema,
    response: z.object({ id: z.string(), channel: z.enum(['smtp', 'outbox']) }),
    status: 201,
  }),
} as const;

/** A scheduled social share the cards service hands to the scheduler to deliver at its instant. */
export const ScheduledShareSchema = z.object({
  /** The cards service's share id: one delivery per share, however often it is handed over. */
  shareId: text().min(1).max(64),
  cardId: text().min(1).max(64),
  cardTitle: singleLine().max(200),
  ownerVisitorId: text().min(1).max(200),
  platform: z.enum(SOCIAL_PLATFORMS),
  message: text().max(2000),
  /** Local date (`YYYY-MM-DD`), time (`HH:MM`) and IANA zone, as the sharer asked. */
  deliveryDate: text().max(20),
  deliveryTime: text().max(10),
  timezone: text().max(64),
});
export type ScheduledShare = z.output<typeof ScheduledShareSchema>;

/** Delivering a scheduled share: the card is published (as its sharer's share would) and posted. */
export const DeliveredShareSchema = z.object({
  shareUrl: z.string(),
  /** The network's web intent with the link and message; null for Instagram (no web intent). */
  intentUrl: z.string().nullable(),
  /** The picture to post from the app, for Instagram. */
  downloadUrl: z.string().nullable(),
});
export type DeliveredShare = z.output<typeof DeliveredShareSchema>;

/**
 * Scheduled social shares between the cards service (where a share is recorded and listed) and
 * the scheduler (which delivers it at its instant through its queue, claimed once). Cards hands a
 * share over as a `share` job on the scheduler's queue (its outbox), never by a call.
 */
export const scheduledShareRoutes = {
  /**
   * Served by cards: the instant came. Marks the share shared and publishes the card as the
   * sharer's share would; answers the links to post. Repeats answer the same. 404 when gone.
   */
  deliver: defineRoute({
    method: 'POST',
    path: '/internal/social-shares/:id/deliver',
    params: z.object({ id: text().min(1).max(64) }),
    response: DeliveredShareSchema,
  }),
} as const;

/**
 * An email another service has the scheduler send (print's paid and shipped emails): a template
 * of `@cardsmith/emails` with its props, which the scheduler renders and checks, and the address.
 * `key` names the one email across retries and is its job id.
 */
export const EmailJobSchema = z.object({
  template: z.string().min(1).max(64),
  to: z.string().min(3).max(254),
  props: z.record(z.string(), z.unknown()),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
});
export type EmailJob = z.output<typeof EmailJobSchema>;

/**
 * The scheduler worker's queue, owned by the scheduler. Its own jobs (`send`, `task`,
 * `order-print`) carry the id of its row; services below it produce `email`, `share` and
 * `group-invites` jobs through their outbox (docs/architecture.md), with ids derived from what
 * they are about.
 */
export const DeliveriesQueue = defineQueue({
  name: 'deliveries',
  jobs: {
    send: z.object({ deliveryId: z.string() }),
    /** A reminder or resend (job id = task id), claimed once like a delivery. */
    task: z.object({ taskId: z.string() }),
    /** A delivery by post needs its print order (job id `order-print-<deliveryId>`). */
    'order-print': z.object({ deliveryId: z.string() }),
    /** An email of another service (job id = the email's key). */
    email: EmailJobSchema,
    /** A social share cards scheduled (job id `share-<shareId>`); one delivery per share. */
    share: ScheduledShareSchema,
    /**
     * A group card's invitations the organiser scheduled, delayed to their instant (job id
     * `group-invites-<cardId>-<instant ms>`): the worker has cards send those now due.
     */
    'group-invites': z.object({ cardId: z.string().min(1).max(64) }),
  },
});

/**
 * What the page listing a visitor's deliveries hears (the scheduler's `GET /api/schedules/events`):
 * one delivery of theirs changed status, or was scheduled, moved or cancelled. The first event of
 * a stream names no delivery: the stream is open.
 */
export const DeliveryChangeEventSchema = z.object({
  deliveryId: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES).nullable(),
});
export type DeliveryChangeEvent = z.infer<typeof DeliveryChangeEventSchema>;
