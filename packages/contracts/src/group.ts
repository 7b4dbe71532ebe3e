import { z } from 'zod';
import { CardIdParamsSchema, PreviewQuerySchema } from './cards.js';
import { looksLikeEmail } from './collab.js';
import { defineQueue } from './queues.js';
import { defineRoute } from './route.js';
import { singleLine, text } from './text.js';

/**
 * Group cards (issue 35): the card's inside is a set of signatures, one per signer, each added by
 * a personal sign link without an account. The cards service owns them (they are card content,
 * drawn by card-render like the rest of the card).
 */
export const GROUP_LIMITS = {
  nameMax: 60,
  messageMax: 600,
  invitesPerRequest: 50,
  invitesPerCard: 200,
  signaturesPerCard: 300,
  /** Sign link writes (add, edit, delete) per link per hour. */
  signWritesPerHour: 20,
  /** "Remind the ones who have not signed" reaches an invitee at most once in this long. */
  reminderIntervalMs: 24 * 60 * 60 * 1000,
  thanksMessageMax: 2000,
  /** How far ahead invitations may be scheduled. */
  invitationScheduleDays: 365,
} as const;

/**
 * Stickers a signer may add: Twemoji pictures (their file names), drawn by card-render from the
 * same files in the browser and on the server.
 */
export const SIGNATURE_STICKERS = [
  { id: '1f389', label: 'Party popper' },
  { id: '1f382', label: 'Birthday cake' },
  { id: '1f381', label: 'Gift' },
  { id: '1f388', label: 'Balloon' },
  { id: '1f973', label: 'Party face' },
  { id: '2764', label: 'Red heart' },
  { id: '1f496', label: 'Sparkling heart' },
  { id: '1f44f', label: 'Clapping hands' },
  { id: '1f64c', label: 'Raised hands' },
  { id: '1f917', label: 'Hug' },
  { id: '1f31f', label: 'Glowing star' },
  { id: '1f308', label: 'Rainbow' },
  { id: '1f490', label: 'Bouquet' },
  { id: '1f37e', label: 'Bottle with popping cork' },
  { id: '1f942', label: 'Clinking glasses' },
  { id: '1f44b', label: 'Waving hand' },
  { id: '1f622', label: 'Crying face' },
  { id: '1f60d', label: 'Smiling face with heart-eyes' },
  { id: '1f680', label: 'Rocket' },
  { id: '1f3c6', label: 'Trophy' },
] as const;
export const SIGNATURE_STICKER_IDS = SIGNATURE_STICKERS.map((sticker) => sticker.id) as [
  string,
  ...string[],
];

export const GROUP_MESSAGES = {
  blankName: 'Add your name so the recipient knows who signed.',
  blankMessage: 'Write a message, add a photo, a sticker or a voice note.',
  notAnEmail: 'That is not an email address. Enter one like name@example.com.',
  noEmails: 'Enter at least one email address to invite.',
  tooManyAtOnce: `Invite at most ${GROUP_LIMITS.invitesPerRequest} people at once.`,
  tooManyInvites: `A group card can have at most ${GROUP_LIMITS.invitesPerCard} invitees.`,
  tooManySignatures: `This card already has ${GROUP_LIMITS.signaturesPerCard} signatures, the most a card can hold.`,
  linkNotFound: 'This sign link is not valid. Ask the organiser for a new one.',
  linkRevoked: 'The organiser has withdrawn this sign link.',
  closed: 'This card has been delivered, so signatures can no longer be added or changed.',
  notOwner: 'Only the person who made this card can manage its signers.',
  notFound: 'We could not find that card.',
  signatureNotFound: 'We could not find that signature.',
  inviteNotFound: 'We could not find that invitation.',
  ourMediaOnly: 'Upload the photo or voice note here first; links to other sites are not used.',
  signRateLimited:
    'You have changed your signature many times in the last hour. Please try again later.',
  thanksNotAllowed: 'Only the person this card was delivered to can thank its signers.',
  thanksTwice: 'You have already thanked everyone who signed this card.',
  thanksBlank: 'Write a thank-you message.',
  notDelivered: 'The thank-you can be sent once the card has been delivered.',
  badTimezone: 'That time zone is not known.',
  sendTimeNotOnCalendar: 'That date and time are not on the calendar. Check them.',
  sendTimePast: 'Choose a time for the invitations that is still ahead.',
  sendTimeAfterDelivery: 'The invitations must go out before the card is delivered.',
  sendTimeTooFar: `Invitations can be scheduled up to ${GROUP_LIMITS.invitationScheduleDays} days ahead.`,
} as const;

const ourMediaHref = text()
  .max(200)
  .regex(/^\/api\/media\/[A-Za-z0-9_-]{10,64}$/, GROUP_MESSAGES.ourMediaOnly);

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());

export const SignatureInputSchema = z
  .object({
    name: singleLine({ error: GROUP_MESSAGES.blankName })
      .trim()
      .min(1, GROUP_MESSAGES.blankName)
      .max(GROUP_LIMITS.nameMax, `A name can be at most ${GROUP_LIMITS.nameMax} characters.`),
    message: text()
      .trim()
      .max(
        GROUP_LIMITS.messageMax,
        `A message can be at most ${GROUP_LIMITS.messageMax} characters.`,
      )
      .default(''),
    photoUrl: optional(ourMediaHref),
    voiceUrl: optional(ourMediaHref),
    sticker: optional(z.enum(SIGNATURE_STICKER_IDS, { error: 'Choose a sticker from the list.' })),
  })
  .refine((value) => value.message || value.photoUrl || value.voiceUrl || value.sticker, {
    message: GROUP_MESSAGES.blankMessage,
    path: ['message'],
  });
export type SignatureInput = z.input<typeof SignatureInputSchema>;

/** A signature as every output draws it: no email, no link, nothing about the signer but the name. */
export const SignatureRenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  message: z.string(),
  photoUrl: z.string().nullable(),
  voiceUrl: z.string().nullable(),
  sticker: z.string().nullable(),
});
export type SignatureRenderData = z.infer<typeof SignatureRenderSchema>;

export const OrganiserSignatureSchema = SignatureRenderSchema.extend({
  hidden: z.boolean(),
  /** The invitation it came by (its email is on the invitation, which only the organiser sees). */
  inviteId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrganiserSignature = z.infer<typeof OrganiserSignatureSchema>;

export const INVITE_STATUSES = ['scheduled', 'sent', 'opened', 'signed', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const GroupInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(INVITE_STATUSES),
  /** When the invitation went out; null while it is scheduled. */
  sentAt: z.string().nullable(),
  /** The instant a scheduled invitation goes out, and the organiser's zone it was asked in. */
  scheduledFor: z.string().nullable(),
  scheduledTimezone: z.string().nullable(),
  openedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
  /** The organiser may copy it to hand over another way; null once revoked. */
  signUrl: z.string().nullable(),
});
export type GroupInvite = z.infer<typeof GroupInviteSchema>;

export const GroupOverviewSchema = z.object({
  cardId: z.string(),
  /** The delivery instant (UTC) signing stays open until; null until a delivery is scheduled. */
  deliverAt: z.string().nullable(),
  /** The recipient's zone the delivery was asked in. */
  timezone: z.string().nullable(),
  /** Signing is open: no delivery yet, or its instant is still ahead. */
  open: z.boolean(),
  invites: z.array(GroupInviteSchema),
  signatures: z.array(OrganiserSignatureSchema),
  summary: z.object({ invited: z.number().int(), signed: z.number().int() }),
  /** Invitees not signed and not reminded in the last day: whom "Remind" would reach now. */
  remindable: z.number().int(),
  thanked: z.boolean(),
});
export type GroupOverview = z.infer<typeof GroupOverviewSchema>;

export const InvitationTimeSchema = z.object({
  date: text().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date the invitations go out.'),
  time: text().regex(/^\d{2}:\d{2}$/, 'Choose the time the invitations go out.'),
  timezone: text().min(1, GROUP_MESSAGES.badTimezone).max(64),
});
export type InvitationTime = z.output<typeof InvitationTimeSchema>;

export const GroupInvitesRequestSchema = z.object({
  emails: z
    .array(
      text()
        .trim()
        .max(254)
        .refine(looksLikeEmail, GROUP_MESSAGES.notAnEmail)
        .transform((email) => email.toLowerCase()),
    )
    .min(1, GROUP_MESSAGES.noEmails)
    .max(GROUP_LIMITS.invitesPerRequest, GROUP_MESSAGES.tooManyAtOnce),
  /** The organiser's name as the invitation shows it ("Sam invites you to sign…"). */
  organiserName: singleLine().trim().max(GROUP_LIMITS.nameMax).optional(),
  /**
   * Send the invitations later: a wall-clock date and time in the organiser's IANA zone (DST
   * gaps move forward, repeated times take the earlier, as deliveries do). Absent: send now.
   */
  sendAt: InvitationTimeSchema.optional(),
});
export type GroupInvitesRequest = z.input<typeof GroupInvitesRequestSchema>;

export const SignerViewSchema = z.object({
  cardId: z.string(),
  cardTitle: z.string(),
  deliverAt: z.string().nullable(),
  timezone: z.string().nullable(),
  open: z.boolean(),
  signature: SignatureRenderSchema.nullable(),
});
export type SignerView = z.infer<typeof SignerViewSchema>;

export const SignTokenParamsSchema = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{32,64}$/, GROUP_MESSAGES.linkNotFound),
});

export const CardSignaturesSchema = z.object({ signatures: z.array(SignatureRenderSchema) });
export type CardSignatures = z.infer<typeof CardSignaturesSchema>;

export const ThanksRequestSchema = z.object({
  /** The `?delivery=` token of the recipient's link: only the recipient holds it. */
  deliveryToken: text().min(16).max(128),
  message: text()
    .trim()
    .min(1, GROUP_MESSAGES.thanksBlank)
    .max(
      GROUP_LIMITS.thanksMessageMax,
      `A thank-you can be at most ${GROUP_LIMITS.thanksMessageMax} characters.`,
    ),
  recipientName: singleLine().trim().max(GROUP_LIMITS.nameMax).optional(),
  photoUrl: optional(ourMediaHref),
  voiceUrl: optional(ourMediaHref),
});

/** `/api/cards/:id/inside.png`: one inside page of a group card (its signatures). */
export const InsidePreviewQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(GROUP_LIMITS.signaturesPerCard).default(0),
  width: PreviewQuerySchema.shape.width,
});

const rowId = text().regex(/^[A-Za-z0-9_-]{10,64}$/, 'That is not an id.');
const InviteParamsSchema = CardIdParamsSchema.extend({ inviteId: rowId });
const SignatureParamsSchema = CardIdParamsSchema.extend({ signatureId: rowId });

/** Routes of services/cards for group cards. */
export const groupRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/cards/:id/group',
    params: CardIdParamsSchema,
    response: GroupOverviewSchema,
    errors: { 403: GROUP_MESSAGES.notOwner },
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/cards/:id/group/invites',
    params: CardIdParamsSchema,
    body: GroupInvitesRequestSchema,
    response: GroupOverviewSchema,
    status: 201,
    errors: { 403: GROUP_MESSAGES.notOwner, 409: GROUP_MESSAGES.closed },
  }),
  revokeInvite: defineRoute({
    method: 'DELETE',
    path: '/api/cards/:id/group/invites/:inviteId',
    params: InviteParamsSchema,
    response: GroupOverviewSchema,
    errors: { 403: GROUP_MESSAGES.notOwner },
  }),
  remind: defineRoute({
    method: 'POST',
    path: '/api/cards/:id/group/reminders',
    params: CardIdParamsSchema,
    response: GroupOverviewSchema.extend({ reminded: z.number().int() }),
    errors: { 403: GROUP_MESSAGES.notOwner, 409: GROUP_MESSAGES.closed },
  }),
  moderateSignature: defineRoute({
    method: 'PATCH',
    path: '/api/cards/:id/group/signatures/:signatureId',
    params: SignatureParamsSchema,
    body: z.object({ hidden: z.boolean() }),
    response: GroupOverviewSchema,
    errors: { 403: GROUP_MESSAGES.notOwner },
  }),
  removeSignature: defineRoute({
    method: 'DELETE',
    path: '/api/cards/:id/group/signatures/:signatureId',
    params: SignatureParamsSchema,
    response: GroupOverviewSchema,
    errors: { 403: GROUP_MESSAGES.notOwner },
  }),
  /** Visible signatures: to the card's owner always, to anyone with the card's link once delivered. */
  signatures: defineRoute({
    method: 'GET',
    path: '/api/cards/:id/signatures',
    params: CardIdParamsSchema,
    response: CardSignaturesSchema,
  }),
  thank: defineRoute({
    method: 'POST',
    path: '/api/cards/:id/group/thanks',
    params: CardIdParamsSchema,
    body: ThanksRequestSchema,
    response: z.object({ relayed: z.number().int() }),
    status: 201,
    errors: {
      403: GROUP_MESSAGES.thanksNotAllowed,
      409: GROUP_MESSAGES.thanksTwice,
      429: 'Too many thank-you messages from this network today.',
    },
  }),
  signerView: defineRoute({
    method: 'GET',
    path: '/api/sign/:token',
    params: SignTokenParamsSchema,
    response: SignerViewSchema,
    errors: { 404: GROUP_MESSAGES.linkNotFound, 410: GROUP_MESSAGES.linkRevoked },
  }),
  sign: defineRoute({
    method: 'PUT',
    path: '/api/sign/:token',
    params: SignTokenParamsSchema,
    body: SignatureInputSchema,
    response: SignerViewSchema,
    errors: {
      404: GROUP_MESSAGES.linkNotFound,
      409: GROUP_MESSAGES.closed,
      410: GROUP_MESSAGES.linkRevoked,
      429: GROUP_MESSAGES.signRateLimited,
    },
  }),
  unsign: defineRoute({
    method: 'DELETE',
    path: '/api/sign/:token',
    params: SignTokenParamsSchema,
    response: SignerViewSchema,
    errors: {
      404: GROUP_MESSAGES.linkNotFound,
      409: GROUP_MESSAGES.closed,
      410: GROUP_MESSAGES.linkRevoked,
    },
  }),
} as const;

/** The scheduler tells cards when a card's delivery is scheduled, moved or cancelled. */
export const GroupDeliverySchema = z.object({
  deliveryId: singleLine().max(64),
  /** null: the delivery was cancelled. */
  deliverAt: singleLine().max(64).nullable(),
  /** The recipient's IANA zone the delivery was asked in, for "signing closes at …". */
  timezone: singleLine().max(64),
  /** The recipient's link token, which lets the recipient send the thank-you. */
  deliveryToken: singleLine().max(256),
});

/**
 * A group card's delivery as the scheduler reports it after scheduling, moving or cancelling it:
 * an event of cards' `group-deliveries` queue, written to the scheduler's outbox in the same
 * transaction as the change, so a crash after the commit loses no report. `sequence` (the
 * delivery row's change time, in ms) orders reports of one delivery: a late or retried older one
 * changes nothing.
 */
export const GroupDeliveryEventSchema = GroupDeliverySchema.extend({
  cardId: CardIdParamsSchema.shape.id,
  sequence: z.number().int().nonnegative(),
});
export type GroupDeliveryEvent = z.output<typeof GroupDeliveryEventSchema>;

/** Owned by cards (its API process consumes it); the scheduler produces onto it. */
export const GroupDeliveriesQueue = defineQueue({
  name: 'group-deliveries',
  jobs: { delivery: GroupDeliveryEventSchema },
});

export const GroupSummarySchema = z.object({
  isGroup: z.boolean(),
  invited: z.number().int(),
  signed: z.number().int(),
  remindable: z.number().int(),
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

/**
 * The id of the scheduler's `group-invites` job for a card's invitations scheduled at one instant:
 * cards' outbox writes it, the scheduler's reconciler finds it by it (so a job Redis lost is made
 * again, and one that is there is not made twice).
 */
export const groupInvitesJobId = (cardId: string, at: Date) =>
  `group-invites-${cardId}-${at.getTime()}`;

/** How far ahead the scheduler's reconciler may ask for scheduled invitations: a week. */
const SCHEDULED_INVITES_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;

export const ScheduledInvitesSchema = z.object({
  /** One entry per card and instant whose invitations have not gone out (oldest first). */
  due: z.array(z.object({ cardId: z.string(), sendAt: z.string() })),
});
export type ScheduledInvites = z.infer<typeof ScheduledInvitesSchema>;

export const groupInternalRoutes = {
  /** Print draws a group card's inside pages with the signatures as they are now. */
  signatures: defineRoute({
    method: 'GET',
    path: '/internal/cards/:id/signatures',
    params: CardIdParamsSchema,
    response: CardSignaturesSchema,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/internal/cards/:id/group/summary',
    params: CardIdParamsSchema,
    response: GroupSummarySchema,
  }),
  /**
   * The scheduler's `group-invites` job came due: cards sends the card's scheduled invitations
   * whose instant has come (not withdrawn, not sent yet). Repeats send nothing more.
   */
  sendDueInvites: defineRoute({
    method: 'POST',
    path: '/internal/cards/:id/group/invites/due',
    params: CardIdParamsSchema,
    response: z.object({ sent: z.number().int() }),
  }),
  /**
   * The scheduler's reconciler: every card and instant with invitations scheduled up to
   * `withinMs` from now that have not gone out (not withdrawn, the card live and not delivered),
   * so a `group-invites` job Redis lost is made again.
   */
  scheduledInvites: defineRoute({
    method: 'GET',
    path: '/internal/group/invites/scheduled',
    querystring: z.object({
      withinMs: z.coerce.number().int().min(0).max(SCHEDULED_INVITES_HORIZON_MS),
    }),
    response: ScheduledInvitesSchema,
  }),
} as const;
