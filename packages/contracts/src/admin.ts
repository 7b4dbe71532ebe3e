import { z } from 'zod';
import {
  CollabSessionDetailSchema,
  CollabSessionSchema,
  CollabStatsSchema,
  collabAdminRoutes,
} from './collab.js';
import { CardIdParamsSchema } from './cards.js';
import { PageCursorSchema } from './paging.js';
import { defineRoute } from './route.js';
import { text } from './text.js';

/** The admin area's sentences; 'Access Denied', 'Failed to Load Sessions' and 'Action Failed' are the spec's. */
export const ADMIN_MESSAGES = {
  accessDenied: 'Access Denied',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  signInRequired: 'Please sign in to the admin area.',
  failedToLoadSessions: 'Failed to Load Sessions',
  actionFailed: 'Action Failed',
} as const;

/** How long an admin stays signed in without signing in again. */
export const ADMIN_SESSION_HOURS = 12;

/** `code`: the authenticator app's code, when the gateway has a second factor (ADMIN_TOTP_SECRET). */
export const AdminLoginSchema = z.object({
  password: text().min(1).max(512),
  code: text()
    .regex(/^\d{6}$/, 'Enter the 6 digits of the code.')
    .optional(),
});

export const AdminSessionSchema = z.object({
  signedIn: z.literal(true),
  expiresAt: z.string(),
});

/** Whether this browser holds an admin session: the console's first question, answered 200 either way. */
export const AdminSessionStatusSchema = z.discriminatedUnion('signedIn', [
  AdminSessionSchema,
  z.object({ signedIn: z.literal(false) }),
]);

/** A figure of the dashboard; null when the part of the platform that knows it is not built or did not answer. */
const Counter = z.number().int().nullable();

export const AdminDashboardSchema = z.object({
  counters: z.object({
    /** Owners of at least one live card (cards): anonymous visitors, and accounts their cards moved to. */
    visitors: Counter,
    /** Accounts signed up by magic link, disabled ones included: the gateway's own table, always known. */
    accounts: z.number().int(),
    cards: Counter,
    orders: Counter,
    revenueCents: Counter,
    liveCollaborationSessions: Counter,
  }),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      customer: z.string(),
      date: z.string(),
      amountCents: z.number().int(),
      status: z.string(),
    }),
  ),
  /** Sentences for each part that could not be shown, e.g. a service that did not answer. */
  notices: z.array(z.string()),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const REPORT_MESSAGES = {
  reasonRequired: 'Please tell us what is wrong with this card.',
  reasonTooLong: 'Please keep the report under 500 characters.',
} as const;

/** A recipient's report of a card that should not be public (spam, abuse, someone's privacy). */
export const ReportCardSchema = z.object({
  reason: text()
    .trim()
    .min(1, REPORT_MESSAGES.reasonRequired)
    .max(500, REPORT_MESSAGES.reasonTooLong),
});

/** Reporting is open to anyone a card was shared with (served by cards). */
export const cardReportRoutes = {
  reportCard: defineRoute({
    method: 'POST',
    path: '/api/cards/:id/report',
    params: CardIdParamsSchema,
    body: ReportCardSchema,
    response: z.object({ success: z.literal(true) }),
    status: 201,
  }),
} as const;

export const AdminCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  /** Listed in trending (its owner shared it). */
  isPublic: z.boolean(),
  /** Hidden by an admin from trending and its public page. */
  hidden: z.boolean(),
  createdAt: z.string(),
  openReports: z.number().int(),
});
export type AdminCard = z.infer<typeof AdminCardSchema>;

export const AdminCardQuerySchema = z.object({
  /** A title (case-insensitive, partial) or a card id (exact). */
  search: text().trim().max(120).optional(),
  /** Only the cards trending may show. */
  publicOnly: z.enum(['true', 'false']).optional(),
  /** The `nextCursor` of the page before; absent, the first page (newest cards). */
  cursor: PageCursorSchema.optional(),
});

export const AdminCardPageSchema = z.object({
  cards: z.array(AdminCardSchema),
  /** The next page's `cursor`; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const CardReportSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  cardTitle: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type CardReport = z.infer<typeof CardReportSchema>;

const ReportIdParamsSchema = z.object({ id: z.uuid('That is not a report id.') });

const SessionParams = collabAdminRoutes.getSession.params;

/**
 * The gateway's admin API (`/api/admin/...`). Every route but the two that sign in (`login`)
 * and tell whether one is signed in (`session`) requires the admin session cookie; the
 * collaboration routes relay collab's `collabAdminRoutes`.
 */
export const adminRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/admin/login',
    body: AdminLoginSchema,
    response: AdminSessionSchema,
    errors: {
      401: `"${ADMIN_MESSAGES.accessDenied}" for a wrong password or code, or "${ADMIN_MESSAGES.codeRequired}" when the second factor is on and no code was sent.`,
      429: 'Too many wrong sign-ins from this network: `message` says how long to wait.',
    },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/admin/logout',
    response: z.object({ success: z.literal(true) }),
  }),
  session: defineRoute({
    method: 'GET',
    path: '/api/admin/session',
    response: AdminSessionStatusSchema,
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: '/api/admin/dashboard',
    response: AdminDashboardSchema,
  }),
  collabSessions: defineRoute({
    method: 'GET',
    path: '/api/admin/collab/sessions',
    querystring: collabAdminRoutes.listSessions.querystring,
    response: z.object({ sessions: z.array(CollabSessionSchema) }),
  }),
  collabStats: defineRoute({
    method: 'GET',
    path: '/api/admin/collab/stats',
    response: CollabStatsSchema,
  }),
  collabSession: defineRoute({
    method: 'GET',
    path: '/api/admin/collab/sessions/:id',
    params: SessionParams,
    response: CollabSessionDetailSchema,
  }),
  lockCollabSession: defineRoute({
    method: 'POST',
    path: '/api/admin/collab/sessions/:id/lock',
    params: SessionParams,
    response: CollabSessionSchema,
  }),
  unlockCollabSession: defineRoute({
    method: 'POST',
    path: '/api/admin/collab/sessions/:id/unlock',
    params: SessionParams,
    response: CollabSessionSchema,
  }),
  endCollabSession: defineRoute({
    method: 'POST',
    path: '/api/admin/collab/sessions/:id/end',
    params: SessionParams,
    response: CollabSessionSchema,
  }),
  cards: defineRoute({
    method: 'GET',
    path: '/api/admin/cards',
    querystring: AdminCardQuerySchema,
    response: AdminCardPageSchema,
  }),
  hideCard: defineRoute({
    method: 'POST',
    path: '/api/admin/cards/:id/hide',
    params: CardIdParamsSchema,
    response: AdminCardSchema,
  }),
  unhideCard: defineRoute({
    method: 'POST',
    path: '/api/admin/cards/:id/unhide',
    params: CardIdParamsSchema,
    response: AdminCardSchema,
  }),
  cardReports: defineRoute({
    method: 'GET',
    path: '/api/admin/card-reports',
    response: z.object({ reports: z.array(CardReportSchema) }),
  }),
  resolveCardReport: defineRoute({
    method: 'POST',
    path: '/api/admin/card-reports/:id/resolve',
    params: ReportIdParamsSchema,
    response: z.object({ success: z.literal(true) }),
  }),
} as const;

export const CardsAdminStatsSchema = z.object({
  /** Live cards visitors made (the examples left out). */
  cards: z.number().int(),
  /** Visitors owning at least one live card. */
  visitors: z.number().int(),
});

/** Served by services/cards for the gateway's admin API (INTERNAL_SECRET). */
export const cardsAdminRoutes = {
  stats: defineRoute({
    method: 'GET',
    path: '/internal/admin/cards/stats',
    response: CardsAdminStatsSchema,
  }),
  listCards: defineRoute({
    method: 'GET',
    path: '/internal/admin/cards',
    querystring: AdminCardQuerySchema,
    response: AdminCardPageSchema,
  }),
  hideCard: defineRoute({
    method: 'POST',
    path: '/internal/admin/cards/:id/hide',
    params: CardIdParamsSchema,
    response: AdminCardSchema,
  }),
  unhideCard: defineRoute({
    method: 'POST',
    path: '/internal/admin/cards/:id/unhide',
    params: CardIdParamsSchema,
    response: AdminCardSchema,
  }),
  listReports: defineRoute({
    method: 'GET',
    path: '/internal/admin/card-reports',
    response: z.object({ reports: z.array(CardReportSchema) }),
  }),
  resolveReport: defineRoute({
    method: 'POST',
    path: '/internal/admin/card-reports/:id/resolve',
    params: ReportIdParamsSchema,
    response: z.object({ success: z.literal(true) }),
  }),
} as const;
