import type {
  EmailJob,
  PrintOrderStatus,
  PrintPaperTypeId,
  PrintSizeId,
  ShippingDetails,
} from '@cardsmith/contracts';
import type { EmailRequest } from '@cardsmith/emails';
import { isTestPayment } from '../adapters/payments.js';
import type { PrintEmailKind, PrintOrderRow } from '../db/database.js';

/** The statuses the customer hears about by email: money taken, and the parcel on its way. */
export function emailKindFor(status: PrintOrderStatus): PrintEmailKind | null {
  if (status === 'paid') return 'paid';
  if (status === 'shipped') return 'shipped';
  return null;
}

export interface EmailOrder {
  quantity: number;
  paperType: PrintPaperTypeId;
  size: PrintSizeId;
  total: number;
  shippingDetails: ShippingDetails;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** Paid at the test checkout: the email must not claim money arrived. */
  testPayment: boolean;
}

/**
 * Which email of `@cardsmith/emails` one of the order's moments sends, with what, to the address
 * given with the shipping details.
 */
export function printEmailRequest(
  kind: PrintEmailKind,
  order: EmailOrder,
  orderPageUrl: string,
): EmailRequest {
  const details = order.shippingDetails;
  const about = {
    firstName: details.firstName,
    quantity: order.quantity,
    size: order.size,
    paperType: order.paperType,
    orderUrl: orderPageUrl,
  };
  switch (kind) {
    case 'paid':
      return {
        template: 'print-paid',
        to: details.email,
        props: { ...about, total: order.total, testPayment: order.testPayment },
      };
    case 'shipped':
      return {
        template: 'print-shipped',
        to: details.email,
        props: {
          ...about,
          city: details.city,
          state: details.state,
          trackingNumber: order.trackingNumber,
          trackingUrl: order.trackingUrl,
        },
      };
  }
}

/**
 * The scheduler's `email` job for one of the order's moments, written in the transaction that
 * moved the order there (print's outbox). Its key, the job id, is one per order and kind, so a
 * replayed payment or vendor event cannot send it twice.
 */
export function printEmailJob(
  kind: PrintEmailKind,
  order: PrintOrderRow,
  orderPageUrl: string,
): EmailJob {
  const request = printEmailRequest(
    kind,
    {
      quantity: order.quantity,
      paperType: order.paper_type,
      size: order.size,
      total: order.total,
      shippingDetails: order.shipping_details,
      trackingNumber: order.tracking_number,
      trackingUrl: order.tracking_url,
      testPayment: isTestPayment(order.payment_intent_id),
    },
    orderPageUrl,
  );
  return {
    template: request.template,
    to: request.to,
    props: request.props as Record<string, unknown>,
    key: `print-${kind}-${order.id}`,
  };
}
