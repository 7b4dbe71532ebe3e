import {
  ApiRequestError,
  PRINT_MESSAGES,
  PrintOrderRequestSchema,
  quotePrint,
  type PrintOrderRequest,
} from '@cardsmith/contracts';
import type { z } from 'zod';

/**
 * The dialog's fields, checked by the server's own schema (spec 001 §5's sentences): the order
 * request without the card, which the dialog is about, and the total, which the summary shows.
 */
export const PrintFormSchema = PrintOrderRequestSchema.omit({ cardId: true, totalAmount: true });
export type PrintFormInput = z.input<typeof PrintFormSchema>;
export type PrintFormValues = z.output<typeof PrintFormSchema>;

export const INITIAL_PRINT_FORM: PrintFormInput = {
  quantity: 1,
  paperType: 'standard',
  size: 'standard',
  includeEnvelopes: false,
  shippingDetails: {
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

/** The order to place: the checked fields, a blank second address line left out, the total shown. */
export function toOrderRequest(cardId: string, form: PrintFormValues): PrintOrderRequest {
  const { address2, ...shipping } = form.shippingDetails;
  return {
    cardId,
    ...form,
    shippingDetails: { ...shipping, ...(address2 ? { address2 } : {}) },
    totalAmount: quotePrint(form).total,
  };
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
