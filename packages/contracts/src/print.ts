import { z } from 'zod';
import { CardIdParamsSchema } from './cards.js';
import { defineQueue } from './queues.js';
import { defineRoute } from './route.js';
import { CONTACT_MESSAGES, isPostalCode } from './contact.js';
import { singleLine, text } from './text.js';
import {
  PRINT_COUNTRIES,
  PRINT_MAX_QUANTITY,
  PRINT_MIN_QUANTITY,
  PRINT_PAPER_TYPE_IDS,
  PRINT_SIZE_IDS,
  type PrintCountry,
  type PrintSelection,
} from './print-pricing.js';

/** The sentences of spec 001 §5 and §8, shown as they are. */
export const PRINT_MESSAGES = {
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `Quantity can be at most ${PRINT_MAX_QUANTITY}`,
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zip: 'ZIP code is required',
  country: 'Please choose a country we ship to: US, CA, UK or AU',
  paperType: 'Please choose one of the paper types',
  size: 'Please choose one of the card sizes',
  issuesHeading: 'Please fix the following issues:',
  submitFailed: 'Failed to submit order',
  processing: 'Processing Order...',
  cardNotFound: 'This card does not exist any more. Save your card and try again.',
  cardNotYours: 'You can only order prints of your own cards. Save a copy first.',
  orderNotFound: 'We could not find that order.',
  totalChanged: (total: string) =>
    `The price has changed: the total is now ${total}. Please review the order and place it again.`,
  notCancellable: 'This order has already gone to the printer and can no longer be cancelled.',
} as const;

/** Required text: trimmed, then not empty; a missing field says the same sentence. */
const required = (message: string, max = 200) =>
  singleLine({ error: message }).trim().min(1, message).max(max);

export const ShippingDetailsSchema = z
  .object({
    firstName: required(PRINT_MESSAGES.firstName, 100),
    lastName: required(PRINT_MESSAGES.lastName, 100),
    email: required(PRINT_MESSAGES.email, 254).pipe(
      z.email({ error: PRINT_MESSAGES.emailInvalid }),
    ),
    address1: required(PRINT_MESSAGES.address),
    address2: text().trim().max(200).optional(),
    city: required(PRINT_MESSAGES.city, 100),
    state: required(PRINT_MESSAGES.state, 100),
    zip: required(PRINT_MESSAGES.zip, 20),
    country: z.enum(PRINT_COUNTRIES, { error: PRINT_MESSAGES.country }),
  })
  .superRefine((details, context) => {
    if (details.zip && !isPostalCode(details.zip, details.country)) {
      context.addIssue({
        code: 'custom',
        path: ['zip'],
        message: CONTACT_MESSAGES.postalCodeInvalid(details.country),
      });
    }
  });
export type ShippingDetails = z.infer<typeof ShippingDetailsSchema>;

const quantity = z
  .number({ error: PRINT_MESSAGES.quantityMin })
  .int(PRINT_MESSAGES.quantityMin)
  .min(PRINT_MIN_QUANTITY, PRINT_MESSAGES.quantityMin)
  .max(PRINT_MAX_QUANTITY, PRINT_MESSAGES.quantityMax);

export const PrintSelectionSchema = z.object({
  quantity,
  paperType: z.enum(PRINT_PAPER_TYPE_IDS, { error: PRINT_MESSAGES.paperType }),
  size: z.enum(PRINT_SIZE_IDS, { error: PRINT_MESSAGES.size }),
  includeEnvelopes: z.boolean().default(false),
});

export const PrintOrderRequestSchema = PrintSelectionSchema.extend({
  cardId: CardIdParamsSchema.shape.id,
  shippingDetails: ShippingDetailsSchema,
  /** What the dialog showed, in cents; a total that differs from the server's is refused. */
  totalAmount: z.number().int().min(0),
});
export type PrintOrderRequest = z.infer<typeof PrintOrderRequestSchema>;

export const PrintPriceSummarySchema = z.object({
  cardPrice: z.number().int(),
  envelopePrice: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});

export const PRINT_ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'submitted',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'failed',
  'refunded',
] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

export const PrintStatusChangeSchema = z.object({
  status: z.enum(PRINT_ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});

export const PrintOrderSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  status: z.enum(PRINT_ORDER_STATUSES),
  quantity: z.number().int(),
  paperType: z.enum(PRINT_PAPER_TYPE_IDS),
  size: z.enum(PRINT_SIZE_IDS),
  includeEnvelopes: z.boolean(),
  shippingDetails: ShippingDetailsSchema,
  summary: PrintPriceSummarySchema,
  history: z.array(PrintStatusChangeSchema),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  paymentProvider: z.enum(['stripe', 'offline']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrintOrder = z.infer<typeof PrintOrderSchema>;

/** How the browser pays: Stripe's Payment Element, or the offline sentence saying how. */
export const PrintPaymentSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('stripe'),
    clientSecret: z.string(),
    publishableKey: z.string(),
  }),
  z.object({ provider: z.literal('offline'), instructions: z.string() }),
  /** No Stripe keys: the test checkout, which takes only Stripe's test card numbers. */
  z.object({ provider: z.literal('test'), notice: z.string() }),
]);
export type PrintPayment = z.infer<typeof PrintPaymentSchema>;

export const TEST_CHECKOUT_NOTICE = 'Test mode: no money moves';

/** The test checkout's sentences; the declines are Stripe's own for its test cards. */
export const TEST_CARD_MESSAGES = {
  number: 'Enter the card number.',
  expiry: 'Enter the expiry date as MM / YY.',
  expired: 'The expiry date has passed: enter a date in the future.',
  cvc: 'Enter the 3 or 4 digit security code (CVC).',
  name: 'Enter the name on the card.',
  notATestCard:
    "Test mode accepts only Stripe's test card numbers, such as 4242 4242 4242 4242: no real card is charged here.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
} as const;

/** A card typed into the test checkout; whether it pays is the server's to say. */
export const TestCardPaymentSchema = z.object({
  /** Digits, spaces and dashes as people type them. */
  number: text({ error: TEST_CARD_MESSAGES.number })
    .trim()
    .regex(/^\d[\d -]{10,22}\d$/, TEST_CARD_MESSAGES.number),
  expiry: text({ error: TEST_CARD_MESSAGES.expiry }).regex(
    /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/,
    TEST_CARD_MESSAGES.expiry,
  ),
  cvc: text({ error: TEST_CARD_MESSAGES.cvc })
    .trim()
    .regex(/^\d{3,4}$/, TEST_CARD_MESSAGES.cvc),
  name: required(TEST_CARD_MESSAGES.name, 100),
});
export type TestCardPayment = z.infer<typeof TestCardPaymentSchema>;

/** An order placed under the other payment mode than the site's now (Stripe switched on or off). */
export const OFFLINE_PAYMENT_INSTRUCTIONS =
  'This order cannot be paid by card here any more. It is saved and waits for payment: ' +
  'our team takes payment by invoice and marks it paid, and you can follow it on this page.';

export const PrintOptionsSchema = z.object({
  paperTypes: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), price: z.number() }),
  ),
  sizes: z.array(
    z.object({ id: z.string(), name: z.string(), dimensions: z.string(), price: z.number() }),
  ),
  countries: z.array(z.enum(PRINT_COUNTRIES)),
});

export const PrintOrderIdParamsSchema = z.object({
  id: text().uuid('That is not an order id.'),
});

export const printRoutes = {
  options: defineRoute({ method: 'GET', path: '/api/print/options', response: PrintOptionsSchema }),
  quote: defineRoute({
    method: 'POST',
    path: '/api/print/quote',
    body: PrintSelectionSchema,
    response: PrintPriceSummarySchema,
  }),
  placeOrder: defineRoute({
    method: 'POST',
    path: '/api/print',
    body: PrintOrderRequestSchema,
    response: z.object({
      success: z.literal(true),
      order: PrintOrderSchema,
      payment: PrintPaymentSchema,
    }),
    status: 201,
  }),
  listOrders: defineRoute({
    method: 'GET',
    path: '/api/print/orders',
    response: z.object({ orders: z.array(PrintOrderSchema) }),
  }),
  getOrder: defineRoute({
    method: 'GET',
    path: '/api/print/orders/:id',
    params: PrintOrderIdParamsSchema,
    response: z.object({ order: PrintOrderSchema, payment: PrintPaymentSchema.nullable() }),
  }),
  cancelOrder: defineRoute({
    method: 'POST',
    path: '/api/print/orders/:id/cancel',
    params: PrintOrderIdParamsSchema,
    response: z.object({ order: PrintOrderSchema }),
  }),
  /** The test checkout (no Stripe keys): the order's own total, paid once however often asked. */
  payWithTestCard: defineRoute({
    method: 'POST',
    path: '/api/print/orders/:id/test-payment',
    params: PrintOrderIdParamsSchema,
    body: TestCardPaymentSchema,
    response: z.object({ order: PrintOrderSchema }),
    errors: {
      400: `A card field is missing or malformed (\`issues\` names it), or the number is not a Stripe test card: "${TEST_CARD_MESSAGES.notATestCard}"`,
      402: `A test card that declines says why: "${TEST_CARD_MESSAGES.declined}", "${TEST_CARD_MESSAGES.insufficientFunds}" or "${TEST_CARD_MESSAGES.expiredCard}"`,
      404: 'No such order of yours, or card payments run through Stripe on this site.',
      409: 'The order cannot be paid now (cancelled, or taken by invoice).',
    },
  }),
} as const;

/** Statuses a print vendor (or an operator working the outbox) reports. */
export const PRINT_VENDOR_STATUSES = [
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'failed',
] as const;

/**
 * A vendor's status callback, signed with HMAC-SHA256 over `<timestamp>.<raw body>` in the
 * headers `x-vendor-timestamp` and `x-vendor-signature` (hex).
 */
export const VendorStatusCallbackSchema = z.object({
  /** Unique per event: a replayed event changes nothing. */
  eventId: text().min(1).max(200),
  /** Our order id, sent to the vendor as the merchant reference. */
  merchantReference: text().uuid(),
  status: z.enum(PRINT_VENDOR_STATUSES),
  trackingNumber: text().max(200).optional(),
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  reason: text().max(500).optional(),
});
export type VendorStatusCallback = z.infer<typeof VendorStatusCallbackSchema>;

export const OperatorStatusSchema = VendorStatusCallbackSchema.omit({
  eventId: true,
  merchantReference: true,
});

/** Routes for the admin console (it arrives later) behind the internal secret. */
export const printInternalRoutes = {
  /** The outbox: orders the offline vendor holds for an operator to forward by hand. */
  outbox: defineRoute({
    method: 'GET',
    path: '/internal/print/outbox',
    response: z.object({ orders: z.array(PrintOrderSchema) }),
  }),
  /** An operator records what the printer said (the outbox has no callbacks). */
  setVendorStatus: defineRoute({
    method: 'POST',
    path: '/internal/print/orders/:id/vendor-status',
    params: PrintOrderIdParamsSchema,
    body: OperatorStatusSchema,
    response: z.object({ order: PrintOrderSchema }),
  }),
  markPaid: defineRoute({
    method: 'POST',
    path: '/internal/print/orders/:id/mark-paid',
    params: PrintOrderIdParamsSchema,
    body: z.object({ note: text().max(500).optional() }),
    response: z.object({ order: PrintOrderSchema }),
  }),
} as const;

/**
 * What a card scheduled for delivery by post is printed as: one card of the dialog's defaults,
 * with its envelope (it goes to the recipient's door, not in a parcel to the sender).
 */
export const SCHEDULED_PRINT_SELECTION = {
  quantity: 1,
  paperType: 'standard',
  size: 'standard',
  includeEnvelopes: true,
} as const satisfies PrintSelection;

/**
 * Business days from submission to the door used unless print's `VENDOR_LEAD_TIME_BUSINESS_DAYS`
 * says otherwise: a few days to print, then the post (domestic first class within the US;
 * international airmail beyond). The ai service's scheduling tips quote them too.
 */
export const DEFAULT_POST_LEAD_TIMES: Record<PrintCountry, number> = {
  US: 5,
  CA: 8,
  UK: 10,
  AU: 12,
};

/** Business days the printer needs from submission to the door, per destination country. */
export const PostLeadTimesSchema = z.object({
  businessDays: z.record(z.enum(PRINT_COUNTRIES), z.number().int().min(0)),
});
export type PostLeadTimes = z.infer<typeof PostLeadTimesSchema>;

/** A print order for a scheduled delivery by post, created by the scheduler for its sender. */
export const ScheduledPrintOrderSchema = z.object({
  /** The scheduler's delivery: one order per delivery, however often it asks. */
  deliveryId: text().uuid(),
  cardId: CardIdParamsSchema.shape.id,
  /** The sender: the order is theirs to pay and follow. */
  ownerVisitorId: text().min(1).max(200),
  /** The recipient's address; `email` is the sender's, for the order's receipts. */
  shippingDetails: ShippingDetailsSchema,
  /** Not handed to the vendor before this instant (the delivery date less the post's lead time). */
  submitAfter: z.iso.datetime({ offset: true }),
});
export type ScheduledPrintOrder = z.infer<typeof ScheduledPrintOrderSchema>;

export const ScheduledPrintChangeSchema = ScheduledPrintOrderSchema.pick({
  shippingDetails: true,
  submitAfter: true,
});
export type ScheduledPrintChange = z.infer<typeof ScheduledPrintChangeSchema>;

/** Where a scheduled delivery's print order stands, as the scheduler shows it to the sender. */
export const ScheduledPrintStatusSchema = z.object({
  id: z.string(),
  status: z.enum(PRINT_ORDER_STATUSES),
  submitAfter: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type ScheduledPrintStatus = z.infer<typeof ScheduledPrintStatusSchema>;

/** The scheduler's calls to print for deliveries by post (internal secret). */
export const printScheduledRoutes = {
  leadTimes: defineRoute({
    method: 'GET',
    path: '/internal/print/lead-times',
    response: PostLeadTimesSchema,
  }),
  /** Awaiting payment like any order; once paid it goes to the vendor at `submitAfter`. */
  create: defineRoute({
    method: 'POST',
    path: '/internal/print/scheduled-orders',
    body: ScheduledPrintOrderSchema,
    response: z.object({ order: ScheduledPrintStatusSchema }),
    status: 201,
  }),
  /** New address or instant while the order has not gone to the printer (409 after). */
  update: defineRoute({
    method: 'PATCH',
    path: '/internal/print/scheduled-orders/:id',
    params: PrintOrderIdParamsSchema,
    body: ScheduledPrintChangeSchema,
    response: z.object({ order: ScheduledPrintStatusSchema }),
  }),
  /** Cancels an unpaid order, refunds a paid one; 409 once it has gone to the printer. */
  cancel: defineRoute({
    method: 'POST',
    path: '/internal/print/scheduled-orders/:id/cancel',
    params: PrintOrderIdParamsSchema,
    response: z.object({ order: ScheduledPrintStatusSchema }),
  }),
  statuses: defineRoute({
    method: 'POST',
    path: '/internal/print/scheduled-orders/statuses',
    body: z.object({ ids: z.array(text().uuid()).max(500) }),
    response: z.object({ orders: z.array(ScheduledPrintStatusSchema) }),
  }),
} as const;

/**
 * Rendering the print files and handing the order to the vendor, after payment. The order's
 * emails (paid, shipped) are `email` jobs on the scheduler's queue, written by print's outbox.
 */
export const PrintSubmitQueue = defineQueue({
  name: 'print-submit',
  jobs: {
    submit: z.object({ orderId: z.string() }),
  },
});

/** An order's page follows its status by server-sent events of this shape (print's `…/events`). */
export const PrintOrderStatusEventSchema = z.object({
  id: z.string(),
  status: z.enum(PRINT_ORDER_STATUSES),
  updatedAt: z.string(),
});
export type PrintOrderStatusEvent = z.infer<typeof PrintOrderStatusEventSchema>;
