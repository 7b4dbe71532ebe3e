import { z } from 'zod';
import { defineRoute } from './route.js';
import {
  PRINT_ORDER_STATUSES,
  PrintOrderIdParamsSchema,
  PrintOrderSchema,
  type PrintOrderStatus,
} from './print.js';
import { PageCursorSchema } from './paging.js';
import { text } from './text.js';

/**
 * Where an order's money stands, read from its history: unpaid until a payment is recorded,
 * refunded once given back.
 */
export const PAYMENT_STATES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * The statuses an admin sets by hand. Paid and refunded have their own actions (mark paid,
 * refund) and submitted is the print-submit worker's.
 */
export const ADMIN_SETTABLE_STATUSES = [
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'failed',
] as const satisfies readonly PrintOrderStatus[];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export const ADMIN_ORDER_PAGE_SIZE = 20;

export const AdminOrderQuerySchema = z.object({
  status: z.enum(PRINT_ORDER_STATUSES, { error: 'That is not an order status.' }).optional(),
  payment: z.enum(PAYMENT_STATES, { error: 'That is not a payment state.' }).optional(),
  /** The `nextCursor` of the page before; absent, the first page (newest orders). */
  cursor: PageCursorSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_ORDER_PAGE_SIZE),
});
export type AdminOrderQuery = z.output<typeof AdminOrderQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  id: z.string(),
  customer: z.string(),
  email: z.string(),
  createdAt: z.string(),
  totalCents: z.number().int(),
  status: z.enum(PRINT_ORDER_STATUSES),
  paymentState: z.enum(PAYMENT_STATES),
  paymentProvider: z.enum(['stripe', 'offline']),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderPageSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** The next page's `cursor`; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const AdminOrderDetailSchema = z.object({
  order: PrintOrderSchema,
  paymentState: z.enum(PAYMENT_STATES),
  /** The statuses the admin may move it to now (by the order's transitions). */
  nextStatuses: z.array(z.enum(ADMIN_SETTABLE_STATUSES)),
  canMarkPaid: z.boolean(),
  canRefund: z.boolean(),
  /** Which PDFs exist (they are made once the order is paid). */
  files: z.object({ proof: z.boolean(), print: z.boolean() }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

const note = text().trim().max(500, 'Please keep the note under 500 characters.').optional();

export const AdminOrderStatusChangeSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: 'Please choose one of the listed statuses.' }),
  note,
  trackingNumber: text().trim().max(200).optional(),
});

export const AdminOrderNoteSchema = z.object({ note });

export const PrintAdminStatsSchema = z.object({
  orders: z.number().int(),
  /** Paid money kept: orders ever paid and not refunded. */
  revenueCents: z.number().int(),
  recentOrders: z.array(AdminOrderSummarySchema),
});

export const PRINT_FILE_NAMES = ['proof.pdf', 'print.pdf'] as const;
export const PrintFileParamsSchema = PrintOrderIdParamsSchema.extend({
  file: z.enum(PRINT_FILE_NAMES, { error: 'There is no such print file.' }),
});

const detail = { response: AdminOrderDetailSchema } as const;

/** Served by services/print for the gateway's admin API (INTERNAL_SECRET). */
export const printAdminRoutes = {
  stats: defineRoute({
    method: 'GET',
    path: '/internal/print/admin/stats',
    response: PrintAdminStatsSchema,
  }),
  listOrders: defineRoute({
    method: 'GET',
    path: '/internal/print/admin/orders',
    querystring: AdminOrderQuerySchema,
    response: AdminOrderPageSchema,
  }),
  /**
   * The order's status as server-sent events (`PrintOrderStatusEventSchema`): the stored status,
   * then every move print publishes, until the order can move no more.
   */
  orderEvents: defineRoute({
    method: 'GET',
    path: '/internal/print/admin/orders/:id/events',
    params: PrintOrderIdParamsSchema,
    response: z.unknown(),
  }),
  getOrder: defineRoute({
    method: 'GET',
    path: '/internal/print/admin/orders/:id',
    params: PrintOrderIdParamsSchema,
    ...detail,
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/internal/print/admin/orders/:id/status',
    params: PrintOrderIdParamsSchema,
    body: AdminOrderStatusChangeSchema,
    ...detail,
  }),
  markPaid: defineRoute({
    method: 'POST',
    path: '/internal/print/admin/orders/:id/mark-paid',
    params: PrintOrderIdParamsSchema,
    body: AdminOrderNoteSchema,
    ...detail,
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/internal/print/admin/orders/:id/refund',
    params: PrintOrderIdParamsSchema,
    body: AdminOrderNoteSchema,
    ...detail,
  }),
} as const;

/**
 * The console's orders and payments (`/api/admin/orders...`), relayed to `printAdminRoutes`;
 * every one requires the admin session. The PDFs are bytes:
 * `GET /api/admin/orders/:id/files/:file` (`adminOrderFilePath`).
 */
export const adminOrderRoutes = {
  listOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/orders',
    querystring: AdminOrderQuerySchema,
    response: AdminOrderPageSchema,
  }),
  getOrder: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:id',
    params: PrintOrderIdParamsSchema,
    ...detail,
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    params: PrintOrderIdParamsSchema,
    body: AdminOrderStatusChangeSchema,
    ...detail,
  }),
  markPaid: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:id/mark-paid',
    params: PrintOrderIdParamsSchema,
    body: AdminOrderNoteSchema,
    ...detail,
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    params: PrintOrderIdParamsSchema,
    body: AdminOrderNoteSchema,
    ...detail,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:id/files/:file',
    params: PrintFileParamsSchema,
    /** A PDF, not JSON: registered by hand in the gateway, listed here for the 401 enumeration. */
    response: z.unknown(),
  }),
  /**
   * The order's status as server-sent events (`PrintOrderStatusEventSchema`), relayed from
   * `printAdminRoutes.orderEvents`: the console follows an order without asking every few seconds.
   */
  events: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:id/events',
    params: PrintOrderIdParamsSchema,
    response: z.unknown(),
  }),
} as const;

export const adminOrderEventsPath = (orderId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/events`;

export const adminOrderFilePath = (orderId: string, file: (typeof PRINT_FILE_NAMES)[number]) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/files/${file}`;
