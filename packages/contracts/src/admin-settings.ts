import { z } from 'zod';
import { PrintOrderSchema } from './print.js';
import { defineRoute } from './route.js';
import { PageCursorSchema } from './paging.js';
import { text } from './text.js';

/** The third-party capabilities of ARCHITECTURE §5, each behind an adapter of one service. */
export const PROVIDER_CAPABILITIES = [
  'AI text',
  'AI images',
  'Speech',
  'Email',
  'SMS',
  'Payments',
  'Print vendor',
] as const;

/** Which adapter serves a capability and whether the settings it needs are present — never their values. */
export const ProviderStatusSchema = z.object({
  capability: z.enum(PROVIDER_CAPABILITIES),
  adapter: z.string(),
  /** The offline default (no keys, no internet) rather than the real provider. */
  offline: z.boolean(),
  keys: z.array(z.object({ name: z.string(), set: z.boolean() })),
});
export type ProviderStatus = z.infer<typeof ProviderStatusSchema>;

export const ServiceSettingsSchema = z.object({
  providers: z.array(ProviderStatusSchema),
  /** Facts an operator checks, e.g. the time-zone data version in use. */
  notes: z.array(z.string()),
});
export type ServiceSettings = z.infer<typeof ServiceSettingsSchema>;

/** Served by every service with providers (ai, media, scheduler, print), behind INTERNAL_SECRET. */
export const serviceSettingsRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/internal/admin/settings',
    response: ServiceSettingsSchema,
  }),
} as const;

export const AdminSettingsSchema = z.object({
  services: z.array(
    z.object({
      service: z.string(),
      /** Null when the service did not answer; `error` says so. */
      settings: ServiceSettingsSchema.nullable(),
      error: z.string().nullable(),
    }),
  ),
});

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

export const OutboxMessageSummarySchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  createdAt: z.string(),
});
export const OutboxMessageSchema = OutboxMessageSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  deliveryId: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxQuerySchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS, { error: 'Choose the email or the SMS outbox.' }),
  /** The `nextCursor` of the page before; absent, the first page (newest messages). */
  cursor: PageCursorSchema.optional(),
});
export const OutboxPageSchema = z.object({
  messages: z.array(OutboxMessageSummarySchema),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** The next page's `cursor`; null on the last page. */
  nextCursor: z.string().nullable(),
});
export const OUTBOX_PAGE_SIZE = 25;

const OutboxMessageParamsSchema = z.object({
  id: text().uuid('That is not an outbox message id.'),
});

/** Served by services/scheduler: the messages its offline email and SMS channels kept. */
export const schedulerAdminRoutes = {
  outbox: defineRoute({
    method: 'GET',
    path: '/internal/scheduler/admin/outbox',
    querystring: OutboxQuerySchema,
    response: OutboxPageSchema,
  }),
  outboxMessage: defineRoute({
    method: 'GET',
    path: '/internal/scheduler/admin/outbox/:id',
    params: OutboxMessageParamsSchema,
    response: OutboxMessageSchema,
  }),
} as const;

/** An email the platform sends (a template of `@cardsmith/emails`), as the outbox lists it. */
export const EmailTemplateSummarySchema = z.object({
  name: z.string(),
  title: z.string(),
  /** Who receives it, and when. */
  description: z.string(),
});
export type EmailTemplateSummary = z.infer<typeof EmailTemplateSummarySchema>;

/** A template rendered with its sample props, as a recipient would get it. */
export const EmailPreviewSchema = EmailTemplateSummarySchema.extend({
  subject: z.string(),
  html: z.string(),
  /** The plain-text part. */
  text: z.string(),
  /** The sample props it was rendered with; links point at the platform's public origin. */
  props: z.record(z.string(), z.unknown()),
});
export type EmailPreview = z.infer<typeof EmailPreviewSchema>;

export const EMAIL_TEMPLATE_MESSAGES = {
  unknown: 'There is no email template by that name.',
} as const;

const EmailTemplateParamsSchema = z.object({
  name: text().regex(/^[a-z][a-z0-9-]{0,63}$/, EMAIL_TEMPLATE_MESSAGES.unknown),
});

/** The console's settings (`/api/admin/settings`, outboxes); every one requires the session. */
export const adminSettingsRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/admin/settings',
    response: AdminSettingsSchema,
  }),
  messageOutbox: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox/messages',
    querystring: OutboxQuerySchema,
    response: OutboxPageSchema,
  }),
  outboxMessage: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox/messages/:id',
    params: OutboxMessageParamsSchema,
    response: OutboxMessageSchema,
  }),
  /** Every email the platform sends, to preview in the outbox. */
  emailTemplates: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox/templates',
    response: z.object({ templates: z.array(EmailTemplateSummarySchema) }),
  }),
  /** One email rendered with sample props: subject, HTML and plain-text part. */
  emailPreview: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox/templates/:name',
    params: EmailTemplateParamsSchema,
    response: EmailPreviewSchema,
    errors: { 404: EMAIL_TEMPLATE_MESSAGES.unknown },
  }),
  /** Print orders the offline vendor holds; each opens as an order (`adminOrderRoutes.getOrder`). */
  printOutbox: defineRoute({
    method: 'GET',
    path: '/api/admin/outbox/print',
    response: z.object({ orders: z.array(PrintOrderSchema) }),
  }),
  /** The BullMQ dashboard (`@bull-board/fastify`), HTML: mounted by hand in the gateway. */
  queues: defineRoute({
    method: 'GET',
    path: '/api/admin/queues',
    response: z.unknown(),
  }),
} as const;
