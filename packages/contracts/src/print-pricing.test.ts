import { describe, expect, it } from 'vitest';
import {
  PRINT_PAPER_TYPES,
  PRINT_SIZES,
  formatCents,
  freeShippingMessage,
  qualifiesForFreeShipping,
  quotePrint,
  type PrintPaperTypeId,
  type PrintSizeId,
} from './print-pricing.js';

/** Unit prices written out by hand from spec 001 §9: 299 + paper + size. */
const UNIT_PRICE: Record<PrintPaperTypeId, Record<PrintSizeId, number>> = {
  standard: { standard: 299, large: 399, square: 349, postcard: 249 },
  'premium-matte': { standard: 698, large: 798, square: 748, postcard: 648 },
  glossy: { standard: 698, large: 798, square: 748, postcard: 648 },
  eco: { standard: 648, large: 748, square: 698, postcard: 598 },
};

/** 8 % rounded half up, by quotient and remainder rather than the function's +50 trick. */
function expectedTax(subtotal: number): number {
  const scaled = subtotal * 80; // 8 % of the subtotal, in thousandths of a cent
  const cents = Math.trunc(scaled / 1000);
  const remainder = scaled % 1000;
  return remainder >= 500 ? cents + 1 : cents;
}

describe('quotePrint', () => {
  const rows = PRINT_PAPER_TYPES.flatMap((paper) =>
    PRINT_SIZES.flatMap((size) =>
      [false, true].flatMap((includeEnvelopes) =>
        [1, 10, 11, 999].map((quantity) => ({
          paperType: paper.id,
          size: size.id,
          includeEnvelopes,
          quantity,
        })),
      ),
    ),
  );

  it('covers every paper × size × envelopes × quantity', () => {
    expect(rows).toHaveLength(4 * 4 * 2 * 4);
  });

  it.each(rows)('$paperType $size envelopes=$includeEnvelopes ×$quantity', (row) => {
    const cardPrice = UNIT_PRICE[row.paperType][row.size] * row.quantity;
    const envelopePrice = row.includeEnvelopes ? 50 * row.quantity : 0;
    const shipping = row.quantity > 10 ? 0 : 379;
    const tax = expectedTax(cardPrice + envelopePrice);
    expect(quotePrint(row)).toEqual({
      cardPrice,
      envelopePrice,
      shipping,
      tax,
      total: cardPrice + envelopePrice + shipping + tax,
    });
  });

  it('matches hand-computed orders', () => {
    // 1 standard card: 299 + 379 shipping + 23.92 → 24 tax
    expect(
      quotePrint({ quantity: 1, paperType: 'standard', size: 'standard', includeEnvelopes: false }),
    ).toEqual({ cardPrice: 299, envelopePrice: 0, shipping: 379, tax: 24, total: 702 });
    // 11 glossy large with envelopes: 8778 + 550, free shipping, tax 746.24 → 746
    expect(
      quotePrint({ quantity: 11, paperType: 'glossy', size: 'large', includeEnvelopes: true }),
    ).toEqual({ cardPrice: 8778, envelopePrice: 550, shipping: 0, tax: 746, total: 10074 });
    // 1 eco postcard with an envelope: 648 subtotal, tax 51.84 → 52
    expect(
      quotePrint({ quantity: 1, paperType: 'eco', size: 'postcard', includeEnvelopes: true }).tax,
    ).toBe(52);
  });

  it('rounds tax half up: a subtotal whose 8 % ends in .5 cents is never produced, .44 goes down, .56 up', () => {
    expect(expectedTax(3)).toBe(0); // 0.24
    expect(expectedTax(7)).toBe(1); // 0.56
    expect(expectedTax(18)).toBe(1); // 1.44
  });
});

describe('free shipping', () => {
  it('is charged at 10 cards and free from 11, and the message says the same', () => {
    expect(qualifiesForFreeShipping(10)).toBe(false);
    expect(qualifiesForFreeShipping(11)).toBe(true);
    expect(freeShippingMessage(10)).toBe(
      'Add 1 more card for free shipping (orders of more than 10 cards).',
    );
    expect(freeShippingMessage(1)).toContain('Add 10 more cards');
    expect(freeShippingMessage(11)).toBe(
      'Free shipping applied: orders of more than 10 cards ship free.',
    );
    for (const quantity of [1, 10, 11, 999]) {
      const free =
        quotePrint({ quantity, paperType: 'standard', size: 'standard', includeEnvelopes: false })
          .shipping === 0;
      expect(freeShippingMessage(quantity).startsWith('Free shipping applied')).toBe(free);
    }
  });
});

describe('formatCents', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatCents(702)).toBe('$7.02');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-50)).toBe('-$0.50');
    expect(formatCents(1234567)).toBe('$12345.67');
  });
});
