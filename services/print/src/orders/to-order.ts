import type { PrintOrder } from '@cardsmith/contracts';
import type { PrintOrderEventRow, PrintOrderRow } from '../db/database.js';

export function toOrder(row: PrintOrderRow, events: PrintOrderEventRow[]): PrintOrder {
  return {
    id: row.id,
    cardId: row.card_id,
    status: row.status,
    quantity: row.quantity,
    paperType: row.paper_type,
    size: row.size,
    includeEnvelopes: row.include_envelopes,
    shippingDetails: row.shipping_details,
    summary: {
      cardPrice: row.card_price,
      envelopePrice: row.envelope_price,
      shipping: row.shipping,
      tax: row.tax,
      total: row.total,
    },
    history: events
      .filter((event) => event.order_id === row.id)
      .map((event) => ({ status: event.status, at: event.at.toISOString(), note: event.note })),
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    failureReason: row.failure_reason,
    paymentProvider: row.payment_provider,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
