import { findPrintSize, type PrintCountry } from '@cardsmith/contracts';
import type { VendorOrder } from '../adapters/vendor.js';
import type { PrintOrderRow } from '../db/database.js';

const ISO_COUNTRY: Record<PrintCountry, string> = { US: 'US', CA: 'CA', UK: 'GB', AU: 'AU' };

/** The vendor's product code: greeting card × paper × size, e.g. GRC-PREMIUM-MATTE-5X7. */
export function vendorSku(row: Pick<PrintOrderRow, 'paper_type' | 'size'>): string {
  const size = findPrintSize(row.size);
  const dimensions = `${size.widthIn}X${size.heightIn}`;
  return `GRC-${row.paper_type.toUpperCase()}-${dimensions}`;
}

export function toVendorOrder(
  row: PrintOrderRow,
  links: { printPdfUrl: string; callbackUrl: string },
): VendorOrder {
  const shipping = row.shipping_details;
  return {
    merchantReference: row.id,
    idempotencyKey: row.id,
    callbackUrl: links.callbackUrl,
    shippingMethod: 'standard',
    recipient: {
      name: `${shipping.firstName} ${shipping.lastName}`,
      email: shipping.email,
      address: {
        line1: shipping.address1,
        ...(shipping.address2 ? { line2: shipping.address2 } : {}),
        townOrCity: shipping.city,
        stateOrCounty: shipping.state,
        postalOrZipCode: shipping.zip,
        countryCode: ISO_COUNTRY[shipping.country],
      },
    },
    items: [
      {
        sku: vendorSku(row),
        copies: row.quantity,
        attributes: { envelopes: row.include_envelopes },
        assets: [{ printArea: 'default', url: links.printPdfUrl }],
      },
    ],
  };
}
