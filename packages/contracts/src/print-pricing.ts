/**
 * Print options and prices (spec 001 §3 and §9), written once: the print dialog shows them and
 * the print service charges them, so what a visitor sees is what they pay. All money is integer
 * cents.
 */

export const PRINT_PAPER_TYPES = [
  {
    id: 'standard',
    name: 'Standard',
    description: 'Smooth 300 gsm card stock',
    price: 0,
  },
  {
    id: 'premium-matte',
    name: 'Premium Matte',
    description: 'Thick 400 gsm card with a soft, glare-free finish',
    price: 399,
  },
  {
    id: 'glossy',
    name: 'Glossy',
    description: 'High-shine finish that makes photos and colours pop',
    price: 399,
  },
  {
    id: 'eco',
    name: 'Eco-Friendly',
    description: '100% recycled card stock',
    price: 349,
  },
] as const;
export type PrintPaperTypeId = (typeof PRINT_PAPER_TYPES)[number]['id'];
export const PRINT_PAPER_TYPE_IDS = PRINT_PAPER_TYPES.map((paper) => paper.id) as [
  PrintPaperTypeId,
  ...PrintPaperTypeId[],
];

/**
 * Card sizes. The spec names standard 5×7 in and postcard 4×6 in; large and square are the usual
 * trade sizes of print vendors. `widthIn`/`heightIn` are the trim size of one page of the card,
 * which the print-ready PDF uses.
 */
export const PRINT_SIZES = [
  { id: 'standard', name: 'Standard', dimensions: '5 × 7 in', widthIn: 5, heightIn: 7, price: 0 },
  { id: 'large', name: 'Large', dimensions: '6 × 9 in', widthIn: 6, heightIn: 9, price: 100 },
  {
    id: 'square',
    name: 'Square',
    dimensions: '5.5 × 5.5 in',
    widthIn: 5.5,
    heightIn: 5.5,
    price: 50,
  },
  { id: 'postcard', name: 'Postcard', dimensions: '4 × 6 in', widthIn: 4, heightIn: 6, price: -50 },
] as const;
export type PrintSizeId = (typeof PRINT_SIZES)[number]['id'];
export const PRINT_SIZE_IDS = PRINT_SIZES.map((size) => size.id) as [PrintSizeId, ...PrintSizeId[]];

export const PRINT_COUNTRIES = ['US', 'CA', 'UK', 'AU'] as const;
export type PrintCountry = (typeof PRINT_COUNTRIES)[number];

export const PRINT_PRICES = {
  /** Price of one card before paper and size. */
  baseCard: 299,
  envelope: 50,
  shipping: 379,
  /** Shipping is free when the quantity is over this. */
  freeShippingOver: 10,
  /** Tax in percent of cards + envelopes. */
  taxPercent: 8,
} as const;

export const PRINT_MIN_QUANTITY = 1;
/** Not in the spec: a bound that keeps a typo from ordering a pallet of cards. */
export const PRINT_MAX_QUANTITY = 999;

export interface PrintSelection {
  quantity: number;
  paperType: PrintPaperTypeId;
  size: PrintSizeId;
  includeEnvelopes: boolean;
}

export interface PrintPriceSummary {
  cardPrice: number;
  envelopePrice: number;
  shipping: number;
  tax: number;
  total: number;
}

export function findPaperType(id: PrintPaperTypeId) {
  const paper = PRINT_PAPER_TYPES.find((candidate) => candidate.id === id);
  if (!paper) throw new Error(`Unknown paper type ${id}`);
  return paper;
}

export function findPrintSize(id: PrintSizeId) {
  const size = PRINT_SIZES.find((candidate) => candidate.id === id);
  if (!size) throw new Error(`Unknown print size ${id}`);
  return size;
}

export function printUnitPrice(paperType: PrintPaperTypeId, size: PrintSizeId): number {
  return PRINT_PRICES.baseCard + findPaperType(paperType).price + findPrintSize(size).price;
}

export function qualifiesForFreeShipping(quantity: number): boolean {
  return quantity > PRINT_PRICES.freeShippingOver;
}

/** Percent of an amount in cents, rounded half up to the cent with integer arithmetic only. */
function percentRoundedHalfUp(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

/** The price summary of a print order: the dialog's live summary and the server's charge. */
export function quotePrint(selection: PrintSelection): PrintPriceSummary {
  const { quantity } = selection;
  const cardPrice = printUnitPrice(selection.paperType, selection.size) * quantity;
  const envelopePrice = selection.includeEnvelopes ? PRINT_PRICES.envelope * quantity : 0;
  const shipping = qualifiesForFreeShipping(quantity) ? 0 : PRINT_PRICES.shipping;
  const tax = percentRoundedHalfUp(cardPrice + envelopePrice, PRINT_PRICES.taxPercent);
  return {
    cardPrice,
    envelopePrice,
    shipping,
    tax,
    total: cardPrice + envelopePrice + shipping + tax,
  };
}

/**
 * The line under the summary. It follows the rule (free from 11 cards), not the spec
 * prototype's message at 10, so it never promises free shipping that is then charged.
 */
export function freeShippingMessage(quantity: number): string {
  if (qualifiesForFreeShipping(quantity))
    return 'Free shipping applied: orders of more than 10 cards ship free.';
  const more = PRINT_PRICES.freeShippingOver + 1 - quantity;
  return `Add ${more} more ${more === 1 ? 'card' : 'cards'} for free shipping (orders of more than 10 cards).`;
}

/** Cents as the dialog shows them: dollars with 2 decimals. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}$${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
