import { z } from 'zod';
import { CardElementSchema, CardIdParamsSchema, CardInputSchema, PositionSchema } from './cards.js';
import { CARD_LIMITS } from './constants.js';
import { COLLAB_ROLES } from './internal.js';
import { defineRoute } from './route.js';
import { text } from './text.js';

/**
 * The real-time channel at /ws (spec 000 §7): JSON messages, each with a `type`. Field names are
 * the spec's; `editToken` on join and everything under /internal/admin are additions.
 */

export const COLLAB_LIMITS = {
  /** Largest message the server accepts; a bigger one gets an `error` (spec's ws maxPayload). */
  maxMessageBytes: 256 * 1024,
  /**
   * Largest frame a collab socket takes at all (the gateway pipes bytes and leaves frames to
   * collab): bigger ones close the socket (1009). Frames between `maxMessageBytes` and this get an `error` and the socket stays.
   */
  socketMaxPayloadBytes: 4 * 256 * 1024,
  /** Cursor messages are dropped for a socket with this much still waiting to be sent to it. */
  volatileBufferBytes: 256 * 1024,
  /** A socket this far behind on messages that matter is closed (`slowConsumer`), not buffered. */
  slowConsumerBytes: 8 * 1024 * 1024,
  clientIdMax: 100,
  nameMax: 80,
  colorMax: 64,
} as const;

export const ANONYMOUS_COLLABORATOR = 'Anonymous User';

/**
 * Close codes the server uses (4000–4999 are the application's). A client should not reconnect
 * after `sessionEnded` or `rateLimited`; after any other close the spec's 2 s reconnect applies.
 */
export const COLLAB_CLOSE_CODES = {
  sessionEnded: 4001,
  rateLimited: 4008,
  slowConsumer: 4009,
} as const;

/**
 * Card data as the channel carries it (spec 000 §3), with the card's defaults for absent fields.
 * Title, category, template and frame are additions: without them a collaborator's template or
 * frame choice would never reach the others. They stay absent when a client leaves them out (no
 * defaults), so a client that does not know them cannot reset them for everyone.
 */
export const CollabCardDataSchema = CardInputSchema.pick({
  backgroundColor: true,
  textFont: true,
  textSize: true,
  cardMessage: true,
  elements: true,
}).extend({
  title: CardInputSchema.shape.title.unwrap().optional(),
  category: CardInputSchema.shape.category.unwrap().optional(),
  templateId: CardInputSchema.shape.templateId.unwrap().optional(),
  frameId: CardInputSchema.shape.frameId.unwrap().optional(),
});
export type CollabCardData = z.output<typeof CollabCardDataSchema>;

const cardId = CardIdParamsSchema.shape.id;
const clientId = text().min(1).max(COLLAB_LIMITS.clientIdMax);
const name = text().max(COLLAB_LIMITS.nameMax).nullish();
const color = text().max(COLLAB_LIMITS.colorMax);

export const JoinMessageSchema = z.object({
  type: z.literal('join'),
  cardId,
  clientId,
  name,
  initialCardData: CollabCardDataSchema.nullish(),
  /** The token of an edit link; alternatively `?edit=<token>` on the /ws URL. */
  editToken: text().max(128).nullish(),
  /**
   * An addition: this client speaks operations, so the room sends it `ops` and `ack` rather than
   * a whole card after every change.
   */
  ops: z.boolean().optional(),
});
export const LeaveMessageSchema = z.object({ type: z.literal('leave'), cardId, clientId });
/** A room state's version: it grows with every change the room takes. */
const version = z.number().int().min(0);

/** The card's fields besides its elements: what a `field` operation may set. */
export const CARD_FIELDS = [
  'title',
  'category',
  'templateId',
  'frameId',
  'backgroundColor',
  'textFont',
  'textSize',
  'cardMessage',
] as const;
export type CardField = (typeof CARD_FIELDS)[number];

const elementId = CardElementSchema.options[0].shape.id;
const offset = z.number().int().min(0).max(CARD_LIMITS.messageMax);

/** Where a `text` operation types: the card's message, or a text element's content. */
export const TextTargetSchema = z.union([
  z.object({ field: z.literal('cardMessage') }),
  z.object({ elementId }),
]);
export type TextTarget = z.output<typeof TextTargetSchema>;

/**
 * One edit of a card (an addition). Values are whole (last writer wins) except text, which is
 * spliced: `remove` characters at `index`, then `insert`, in the text the client saw (`base`). The
 * room places a splice made on an older text into the current one character by character
 * (`applyOp` in card-ops), so concurrent typing in one text keeps everybody's characters.
 */
export const CardOpSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('field'), field: z.enum(CARD_FIELDS), value: z.unknown() })
    .superRefine((op, context) => {
      const parsed = CollabCardDataSchema.shape[op.field].safeParse(op.value);
      if (!parsed.success || parsed.data === undefined) {
        context.addIssue({ code: 'custom', path: ['value'], message: `Invalid ${op.field}.` });
      }
    }),
  /** Adds an element on top, or replaces the element with its id where it stands. */
  z.object({ kind: z.literal('put'), element: CardElementSchema }),
  /** Sets (and unsets) some of an element's properties; the element must stay valid. */
  z.object({
    kind: z.literal('patch'),
    id: elementId,
    set: z.record(text().max(64), z.unknown()),
    unset: z.array(text().max(64)).max(32).optional(),
  }),
  z.object({ kind: z.literal('remove'), id: elementId }),
  /** The elements' stacking order (first is bottom); ids the room lacks are skipped. */
  z.object({
    kind: z.literal('order'),
    ids: z.array(elementId).max(CARD_LIMITS.elementsMax * 2),
  }),
  z.object({
    kind: z.literal('text'),
    target: TextTargetSchema,
    index: offset,
    remove: offset,
    insert: text().max(CARD_LIMITS.messageMax),
    /** The text the splice was made on; without it the splice applies to the room's text as is. */
    base: text().max(CARD_LIMITS.messageMax).optional(),
  }),
]);
export type CardOp = z.output<typeof CardOpSchema>;

/** A client's operation with its sequence number (1, 2, 3… per client id, never reused). */
export const SequencedOpSchema = z.object({ seq: z.number().int().min(1), op: CardOpSchema });
export type SequencedOp = z.output<typeof SequencedOpSchema>;

/**
 * An addition: edits as operations. The room applies them in order, once each (a `seq` it already
 * took from this client id is skipped, so resending after a reconnect is safe), and answers `ops`
 * to everyone in the room (the sender included: its own operations in their place) and `ack`.
 */
export const OpsMessageSchema = z.object({
  type: z.literal('ops'),
  cardId,
  clientId,
  ops: z.array(SequencedOpSchema).min(1).max(500),
  /**
   * The highest seq of this client the room has acknowledged, as far as the client knows: where
   * its numbering continues for a room that has no record of it (new, or forgotten).
   */
  after: z.number().int().min(0).optional(),
});

/**
 * The spec's whole-card update. The room turns it into operations against the card this client
 * last had from the room (or sent), so what it did not change stays as others made it.
 */
export const UpdateMessageSchema = z.object({
  type: z.literal('update'),
  cardId,
  clientId,
  cardData: CollabCardDataSchema,
});
export const CursorUpdateMessageSchema = z.object({
  type: z.literal('cursor_update'),
  cardId,
  clientId,
  position: PositionSchema,
  name,
  color,
});

/**
 * An addition: the name others see for this client changed after it joined. The server relays it
 * as a `presence` event, and later joiners and cursor labels carry the new name.
 */
export const PresenceMessageSchema = z.object({
  type: z.literal('presence'),
  cardId,
  clientId,
  name,
});

export const CLIENT_MESSAGE_TYPES = [
  'join',
  'leave',
  'update',
  'ops',
  'cursor_update',
  'presence',
] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];

export const ClientMessageSchema = z.discriminatedUnion('type', [
  JoinMessageSchema,
  LeaveMessageSchema,
  UpdateMessageSchema,
  OpsMessageSchema,
  CursorUpdateMessageSchema,
  PresenceMessageSchema,
]);
export type ClientMessage = z.output<typeof ClientMessageSchema>;
export type JoinMessage = z.output<typeof JoinMessageSchema>;
export type UpdateMessage = z.output<typeof UpdateMessageSchema>;
export type OpsMessage = z.output<typeof OpsMessageSchema>;
export type CursorUpdateMessage = z.output<typeof CursorUpdateMessageSchema>;
export type PresenceMessage = z.output<typeof PresenceMessageSchema>;

/** Someone present in a room: their client id, the name they joined with and their role. */
export const CollabMemberSchema = z.object({
  clientId,
  name: z.string(),
  role: z.enum(COLLAB_ROLES),
});
export type CollabMember = z.output<typeof CollabMemberSchema>;

/** An addition: per client id, the highest `seq` the room has taken (applied or refused). */
const acked = z.record(clientId, z.number().int().min(0));

export const SyncEventSchema = z.object({
  type: z.literal('sync'),
  cardData: CollabCardDataSchema,
  /** An addition: the room state's version. */
  version: version.optional(),
  /**
   * An addition: the collaborators in the room, the joiner included, sent with the sync that
   * answers a join (the spec's joiner would otherwise hear no count until somebody else moves).
   */
  count: z.number().int().min(1).optional(),
  /**
   * An addition, with `count`: who is in the room (the joiner included), so a joiner lists the
   * people already there before any of them moves.
   */
  members: z.array(CollabMemberSchema).optional(),
  /**
   * An addition, with the sync that answers a join: an administrator locked the session, so its
   * collaborators view the card but cannot edit it. Absent: unchanged.
   */
  locked: z.boolean().optional(),
  /** An addition: operations the room already has, so a client resends only the others. */
  acked: acked.optional(),
});
export const UpdateEventSchema = z.object({
  type: z.literal('update'),
  clientId,
  cardData: CollabCardDataSchema,
  /** An addition, as on `sync`. */
  version: version.optional(),
  /** An addition, as on `sync`. */
  acked: acked.optional(),
});
/** An operation as the room applied it: who sent it, its `seq` (none for a whole-card update). */
export const AppliedOpSchema = z.object({
  clientId,
  seq: z.number().int().min(1).optional(),
  op: CardOpSchema,
});
export type AppliedOp = z.output<typeof AppliedOpSchema>;
/**
 * An addition, to clients that joined with `ops`: operations the room applied, in its order, taking
 * it from `version - 1` to `version`. A text splice here has no `base`: it applies to the text as
 * the previous message left it.
 */
export const OpsEventSchema = z.object({
  type: z.literal('ops'),
  version,
  ops: z.array(AppliedOpSchema),
});
/** An addition: every operation of this client up to `seq` is settled (applied, or refused with an `error`). */
export const AckEventSchema = z.object({ type: z.literal('ack'), seq: z.number().int().min(0) });
export const CursorUpdateEventSchema = z.object({
  type: z.literal('cursor_update'),
  clientId,
  position: PositionSchema,
  name: z.string(),
  color,
});
export const ClientJoinedEventSchema = z.object({
  type: z.literal('client_joined'),
  clientId,
  name: z.string(),
  count: z.number().int().min(0),
  /** An addition: the joiner's role on the card. */
  role: z.enum(COLLAB_ROLES).optional(),
});
export const ClientLeftEventSchema = z.object({
  type: z.literal('client_left'),
  clientId,
  name: z.string(),
  count: z.number().int().min(0),
});
/** An addition: a collaborator in the room now goes by another name. */
export const PresenceEventSchema = z.object({
  type: z.literal('presence'),
  clientId,
  name: z.string(),
});
/** An addition: an administrator locked or unlocked the session of the room. */
export const SessionStatusEventSchema = z.object({
  type: z.literal('session_status'),
  locked: z.boolean(),
});
export const ErrorEventSchema = z.object({ type: z.literal('error'), message: z.string() });

export const ServerMessageSchema = z.discriminatedUnion('type', [
  SyncEventSchema,
  UpdateEventSchema,
  OpsEventSchema,
  AckEventSchema,
  CursorUpdateEventSchema,
  ClientJoinedEventSchema,
  ClientLeftEventSchema,
  PresenceEventSchema,
  SessionStatusEventSchema,
  ErrorEventSchema,
]);
export type ServerMessage = z.output<typeof ServerMessageSchema>;

/** The `error` sentences the server sends; a client shows them as the spec's Collaboration Error. */
export const COLLAB_ERRORS = {
  invalidJson: 'That message is not valid JSON.',
  unknownType: 'That message type is not supported.',
  invalidMessage: 'That message is missing fields or has invalid ones.',
  tooLarge: 'That message is too large (at most 256 KB).',
  notJoined: 'Join the card before sending updates.',
  otherCard: 'This connection has joined another card.',
  otherClient: 'That client id does not belong to this connection.',
  cardNotFound: 'We could not find that card. It may have been deleted.',
  viewOnly: 'You can view this card but not edit it.',
  locked: 'This session is locked',
  ended: 'This session was ended by an administrator.',
  rateLimited: 'You are sending messages too fast. Please slow down.',
  tooManyElements: `A card holds at most ${CARD_LIMITS.elementsMax} elements.`,
  unavailable: 'Collaboration is unavailable right now. Please try again.',
} as const;

export const COLLAB_SESSION_STATUSES = ['active', 'locked', 'inactive'] as const;
export type CollabSessionStatus = (typeof COLLAB_SESSION_STATUSES)[number];
export const COLLABORATOR_STATUSES = ['active', 'idle'] as const;
/** A session's collaborators own or edit the card; viewers watch the room but are not listed. */
export const COLLABORATOR_ROLES = ['owner', 'editor'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

export const CollabSessionSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  cardTitle: z.string(),
  createdAt: z.string(),
  lastActive: z.string(),
  collaboratorCount: z.number().int(),
  status: z.enum(COLLAB_SESSION_STATUSES),
  peakCollaborators: z.number().int(),
});
export type CollabSession = z.infer<typeof CollabSessionSchema>;

export const CollaboratorSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  name: z.string(),
  visitorId: z.string(),
  joinedAt: z.string(),
  lastActive: z.string(),
  status: z.enum(COLLABORATOR_STATUSES),
  role: z.enum(COLLABORATOR_ROLES),
});
export type Collaborator = z.infer<typeof CollaboratorSchema>;

export const CollabStatsSchema = z.object({
  totalActiveSessions: z.number().int(),
  totalCollaborators: z.number().int(),
  /** Mean of last activity minus start over every session, in minutes. */
  averageSessionDuration: z.number(),
  peakCollaboratorCount: z.number().int(),
  totalCards: z.number().int(),
});
export type CollabStats = z.infer<typeof CollabStatsSchema>;

const SessionIdParamsSchema = z.object({ id: z.uuid('That is not a session id.') });

export const CollabSessionQuerySchema = z.object({
  /** Matches a card title (case-insensitive, partial) or a card id (exact). */
  search: text().trim().max(120).optional(),
  status: z.enum(COLLAB_SESSION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const CollabSessionDetailSchema = z.object({
  session: CollabSessionSchema,
  collaborators: z.array(CollaboratorSchema),
});

/**
 * Session administration, served by services/collab under /internal (service network only; the
 * gateway's admin API calls them with the internal secret).
 */
export const collabAdminRoutes = {
  listSessions: defineRoute({
    method: 'GET',
    path: '/internal/admin/collab/sessions',
    querystring: CollabSessionQuerySchema,
    response: z.object({ sessions: z.array(CollabSessionSchema) }),
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/internal/admin/collab/stats',
    response: CollabStatsSchema,
  }),
  getSession: defineRoute({
    method: 'GET',
    path: '/internal/admin/collab/sessions/:id',
    params: SessionIdParamsSchema,
    response: CollabSessionDetailSchema,
  }),
  lockSession: defineRoute({
    method: 'POST',
    path: '/internal/admin/collab/sessions/:id/lock',
    params: SessionIdParamsSchema,
    response: CollabSessionSchema,
  }),
  unlockSession: defineRoute({
    method: 'POST',
    path: '/internal/admin/collab/sessions/:id/unlock',
    params: SessionIdParamsSchema,
    response: CollabSessionSchema,
  }),
  endSession: defineRoute({
    method: 'POST',
    path: '/internal/admin/collab/sessions/:id/end',
    params: SessionIdParamsSchema,
    response: CollabSessionSchema,
  }),
} as const;

export const INVITEE_LIMITS = {
  /** Longest address accepted; the spec asks for no format check beyond "not blank". */
  emailMax: 254,
  perCard: 100,
} as const;

export const INVITEE_MESSAGES = {
  blank: 'Enter an email address to invite.',
  notAnEmail: 'That is not an email address. Enter one like name@example.com.',
  tooMany: `A card can have at most ${INVITEE_LIMITS.perCard} invitees.`,
  notFound: 'We could not find that invitee.',
  forbidden:
    "Only the card's owner or someone with its edit link can invite or see its collaborators.",
} as const;

/**
 * Someone invited by email to edit a card: an editor to be, offline until they open the card.
 * Collab emails them the card's edit link once (the `collaboration-invite` email); 'pending' means
 * they have not opened the card yet.
 */
export const CollabInviteeSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  email: z.string(),
  role: z.literal('editor'),
  status: z.literal('pending'),
  invitedAt: z.string(),
});
export type CollabInvitee = z.infer<typeof CollabInviteeSchema>;

/** One person in the card's live session as the collaboration page lists them. */
export const CardCollaboratorSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  status: z.enum(COLLABORATOR_STATUSES),
  joinedAt: z.string(),
  lastActive: z.string(),
  /** The asking visitor (in another tab, or the editor): the page shows them as 'You'. */
  you: z.boolean(),
});
export type CardCollaborator = z.infer<typeof CardCollaboratorSchema>;

export const CardPeopleSchema = z.object({
  /** The asking visitor's role on the card. */
  role: z.enum(COLLABORATOR_ROLES),
  /** The live session's owners and editors, one entry per visitor, earliest joiner first. */
  collaborators: z.array(CardCollaboratorSchema),
  invitees: z.array(CollabInviteeSchema),
});
export type CardPeople = z.infer<typeof CardPeopleSchema>;

const EditTokenQuerySchema = z.object({ editToken: text().max(128).optional() });
/**
 * One '@' with something before it and a dotted domain after it, no spaces: enough to catch a
 * name typed into the address field, without refusing unusual but real addresses.
 */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);

export const InviteRequestSchema = z.object({
  email: text()
    .trim()
    .min(1, INVITEE_MESSAGES.blank)
    .max(INVITEE_LIMITS.emailMax)
    .refine(looksLikeEmail, INVITEE_MESSAGES.notAnEmail),
  editToken: text().max(128).optional(),
});

/**
 * The collaboration page's routes (public, through the gateway under /api/collab): who is in a
 * card's live session and whom it invited. Owner or edit-link holder only, like editing.
 */
export const collabRoutes = {
  cardPeople: defineRoute({
    method: 'GET',
    path: '/api/collab/cards/:id/people',
    params: CardIdParamsSchema,
    querystring: EditTokenQuerySchema,
    response: CardPeopleSchema,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/collab/cards/:id/invitees',
    params: CardIdParamsSchema,
    body: InviteRequestSchema,
    response: CollabInviteeSchema,
    status: 201,
  }),
  removeInvitee: defineRoute({
    method: 'DELETE',
    path: '/api/collab/cards/:id/invitees/:inviteeId',
    params: CardIdParamsSchema.extend({ inviteeId: z.uuid(INVITEE_MESSAGES.notFound) }),
    querystring: EditTokenQuerySchema,
    response: z.object({ success: z.literal(true) }),
  }),
} as const;
