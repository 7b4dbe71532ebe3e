import { DEFAULT_POST_LEAD_TIMES, PRINT_COUNTRIES, type PrintCountry } from '@cardsmith/contracts';
import type { PrintVendorKind } from '../db/database.js';

/** Business days from submission to the door, per destination country. */
export type PostLeadTimes = Record<PrintCountry, number>;

/**
 * The defaults live in contracts so the ai service's scheduling tips quote the same days. The
 * outbox vendor uses them too, so an operator forwarding by hand has the same time.
 */
export { DEFAULT_POST_LEAD_TIMES };

/**
 * `US=4,UK=9`: lead times that replace the defaults of the countries named. Throws a sentence
 * naming the problem (the config check shows it at start-up).
 */
export function parseLeadTimes(text: string): Partial<PostLeadTimes> {
  const result: Partial<PostLeadTimes> = {};
  for (const part of text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [country, days, extra] = part.split('=').map((piece) => piece.trim());
    if (!(PRINT_COUNTRIES as readonly string[]).includes(country ?? '')) {
      throw new Error(`'${country}' is not a country we post to (${PRINT_COUNTRIES.join(', ')}).`);
    }
    if (extra !== undefined || !/^\d{1,2}$/.test(days ?? '')) {
      throw new Error(`Write each lead time as COUNTRY=business days, e.g. US=5 (not '${part}').`);
    }
    result[country as PrintCountry] = Number(days);
  }
  return result;
}

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
  /** How long the card takes to reach each country once submitted: scheduled posts go this early. */
  readonly leadTimes: PostLeadTimes;
  /** Sends the order; the idempotency key makes a repeated call find the same vendor order. */
  submit(order: VendorOrder): Promise<{ vendorOrderId: string | null }>;
}

/** No vendor configured: the order and its PDFs wait in the outbox for an operator. */
export const outboxVendor: PrintVendor = {
  kind: 'outbox',
  leadTimes: DEFAULT_POST_LEAD_TIMES,
  submit: async () => ({ vendorOrderId: null }),
};

export function createHttpVendor(settings: {
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  leadTimes?: PostLeadTimes;
}): PrintVendor {
  const doFetch = settings.fetch ?? fetch;
  return {
    kind: 'http',
    leadTimes: settings.leadTimes ?? DEFAULT_POST_LEAD_TIMES,
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

/**
 * The HTTP vendor when its URL and key are set, otherwise the outbox; either with the lead times
 * the configuration overrides.
 */
export function chooseVendor(config: {
  VENDOR_API_URL?: string;
  VENDOR_API_KEY?: string;
  VENDOR_LEAD_TIME_BUSINESS_DAYS: Partial<PostLeadTimes>;
}): PrintVendor {
  const leadTimes = { ...DEFAULT_POST_LEAD_TIMES, ...config.VENDOR_LEAD_TIME_BUSINESS_DAYS };
  return config.VENDOR_API_URL && config.VENDOR_API_KEY
    ? createHttpVendor({ apiUrl: config.VENDOR_API_URL, apiKey: config.VENDOR_API_KEY, leadTimes })
    : { ...outboxVendor, leadTimes };
}
