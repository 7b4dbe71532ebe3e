import { ApiRequestError, TestCardPaymentSchema, type TestCardPayment } from '@cardsmith/contracts';

export type TestCardField = keyof TestCardPayment;
export type TestCardErrors = Partial<Record<TestCardField, string>>;

export const EMPTY_TEST_CARD: TestCardPayment = { number: '', expiry: '', cvc: '', name: '' };

/** Each field's first problem, in the server's own sentences (the contract's schema). */
export function testCardErrors(card: TestCardPayment): TestCardErrors {
  const parsed = TestCardPaymentSchema.safeParse(card);
  if (parsed.success) return {};
  const errors: TestCardErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TestCardField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Where a refused payment's sentence goes: under the field the server named (a number that is
 * not a test card, a past expiry date), else above the button (a decline, anything else).
 */
export function paymentRefusal(error: unknown): { field?: TestCardField; message: string } {
  if (error instanceof ApiRequestError && error.body) {
    const issue = error.body.issues?.find((each) => each.path in EMPTY_TEST_CARD);
    if (issue) return { field: issue.path as TestCardField, message: issue.message };
    return { message: error.body.message };
  }
  return { message: 'The payment did not go through. Please try again.' };
}
