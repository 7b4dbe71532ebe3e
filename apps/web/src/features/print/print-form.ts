import {
  ApiRequestError,
  PRINT_MESSAGES,
  PrintOrderRequestSchema,
  quotePrint,
  type PrintOrderRequest,
  type PrintPaperTypeId,
  type PrintSizeId,
  type ShippingDetails,
} from '@cardsmith/contracts';

export interface PrintFormState {
  quantity: number;
  paperType: PrintPaperTypeId;
  size: PrintSizeId;
  includeEnvelopes: boolean;
  shipping: Omit<ShippingDetails, 'address2'> & { address2: string };
}

export const INITIAL_PRINT_FORM: PrintFormState = {
  quantity: 1,
  paperType: 'standard',
  size: 'standard',
  includeEnvelopes: false,
  shipping: {
    firstName: '',
    lastName: '',
    email: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    country: 'US',
  },
};

/** The quantity field's text as a number: anything non-numeric becomes 1 (spec 001 §5). */
export function parseQuantity(text: string): number {
  const value = Math.trunc(Number(text));
  return text.trim() === '' || !Number.isFinite(value) ? 1 : value;
}

export function toOrderRequest(cardId: string, form: PrintFormState): PrintOrderRequest {
  const { address2, ...shipping } = form.shipping;
  const selection = {
    quantity: form.quantity,
    paperType: form.paperType,
    size: form.size,
    includeEnvelopes: form.includeEnvelopes,
  };
  return {
    cardId,
    ...selection,
    shippingDetails: { ...shipping, ...(address2.trim() ? { address2 } : {}) },
    totalAmount: quotePrint(selection).total,
  };
}

/** Every problem with the form at once, in the spec's sentences (the server's own schema). */
export function formIssues(request: PrintOrderRequest): string[] {
  const parsed = PrintOrderRequestSchema.safeParse(request);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
}

/** The lines of the issue list for a failed submit: the server's issues, message, or the spec's. */
export function submitIssues(error: unknown): string[] {
  if (error instanceof ApiRequestError && error.body) {
    const issues = error.body.issues?.map((issue) => issue.message) ?? [];
    return issues.length > 0 ? issues : [error.body.message];
  }
  if (error instanceof Error && error.message) return [error.message];
  return [PRINT_MESSAGES.submitFailed];
}
