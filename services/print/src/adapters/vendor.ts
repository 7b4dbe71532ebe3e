import type { PrintVendorKind } from '../db/database.js';

/** An order in the shape the common print APIs take (Prodigi, Gelato, Lob). */
export interface VendorOrder {
  merchantReference: string;
  idempotencyKey: string;
  callbackUrl: string;
  shippingMethod: 'standard';
  recipient: {
    name: string;
    email: string;
    address: {
      line1: string;
      line2?: string;
      townOrCity: string;
      stateOrCounty: string;
      postalOrZipCode: string;
      /** ISO 3166-1 alpha-2 (the United Kingdom is GB). */
      countryCode: string;
    };
  };
  items: {
    sku: string;
    copies: number;
    attributes: { envelopes: boolean };
    assets: { printArea: 'default'; url: string }[];
  }[];
}

/** The vendor refused the order itself (a 4xx): retrying cannot help, the order fails. */
export class VendorRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VendorRejectedError';
  }
}

export interface PrintVendor {
  readonly kind: PrintVendorKind;
  /** Sends the order; the idempotency key makes a repeated call find the same vendor order. */
  submit(order: VendorOrder): Promise<{ vendorOrderId: string | null }>;
}

/** No vendor configured: the order and its PDFs wait in the outbox for an operator. */
export const outboxVendor: PrintVendor = {
  kind: 'outbox',
  submit: async () => ({ vendorOrderId: null }),
};

export function createHttpVendor(settings: {
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PrintVendor {
  const doFetch = settings.fetch ?? fetch;
  return {
    kind: 'http',
    async submit(order) {
      const response = await doFetch(`${settings.apiUrl.replace(/\/$/, '')}/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${settings.apiKey}`,
          'idempotency-key': order.idempotencyKey,
        },
        body: JSON.stringify(order),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      if (
        response.status >= 400 &&
        response.status < 500 &&
        response.status !== 408 &&
        response.status !== 429
      ) {
        throw new VendorRejectedError(
          `The printer refused the order (${response.status}): ${text.slice(0, 300)}`,
        );
      }
      if (!response.ok) throw new Error(`Print vendor answered ${response.status}`);
      const body = JSON.parse(text) as { id?: unknown };
      if (typeof body.id !== 'string') throw new Error('Print vendor answered without an order id');
      return { vendorOrderId: body.id };
    },
  };
}
