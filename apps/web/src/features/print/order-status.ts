import type { PrintOrder, PrintOrderStatus } from '@cardsmith/contracts';

export const STATUS_LABELS: Record<PrintOrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  submitted: 'Sent to the printer',
  in_production: 'Printing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
  refunded: 'Refunded',
};

const WITH_PRINT_FILES: readonly PrintOrderStatus[] = [
  'submitted',
  'in_production',
  'shipped',
  'delivered',
];

/** The proof PDF exists once the order has gone to the printer. */
export const hasProof = (order: PrintOrder) => WITH_PRINT_FILES.includes(order.status);

/** Where an order stops moving: its page no longer follows it. */
export const isSettled = (status: PrintOrderStatus) =>
  ['delivered', 'cancelled', 'failed', 'refunded'].includes(status);
