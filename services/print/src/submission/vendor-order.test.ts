import { describe, expect, it } from 'vitest';
import type { PrintOrderRow } from '../db/database.js';
import { toVendorOrder, vendorSku } from './vendor-order.js';

describe('vendor order', () => {
  it('names the product by paper and size', () => {
    expect(vendorSku({ paper_type: 'premium-matte', size: 'standard' })).toBe(
      'GRC-PREMIUM-MATTE-5X7',
    );
    expect(vendorSku({ paper_type: 'eco', size: 'square' })).toBe('GRC-ECO-5.5X5.5');
  });

  it('carries copies, the PDF link, the address with an ISO country and our reference', () => {
    const row = {
      id: 'a7c1d2e3-0000-4000-8000-000000000001',
      quantity: 12,
      paper_type: 'glossy',
      size: 'postcard',
      include_envelopes: true,
      shipping_details: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        address1: '1 Main St',
        city: 'London',
        state: 'Greater London',
        zip: 'N1 9GU',
        country: 'UK',
      },
    } as unknown as PrintOrderRow;
    const order = toVendorOrder(row, {
      printPdfUrl: 'https://x/print.pdf',
      callbackUrl: 'https://x/cb',
    });
    expect(order).toMatchObject({
      merchantReference: row.id,
      idempotencyKey: row.id,
      callbackUrl: 'https://x/cb',
      recipient: {
        name: 'Ada Lovelace',
        address: { countryCode: 'GB', postalOrZipCode: 'N1 9GU' },
      },
      items: [
        {
          sku: 'GRC-GLOSSY-4X6',
          copies: 12,
          attributes: { envelopes: true },
          assets: [{ url: 'https://x/print.pdf' }],
        },
      ],
    });
    expect(order.recipient.address).not.toHaveProperty('line2');
  });
});
