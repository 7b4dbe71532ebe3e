import { ApiRequestError, CONTACT_MESSAGES, PRINT_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_PRINT_FORM,
  PrintFormSchema,
  parseQuantity,
  submitIssues,
  toOrderRequest,
  type PrintFormInput,
} from './print-form.js';

/** What the dialog lists when Place Order is pressed with these fields. */
const formIssues = (form: PrintFormInput) => {
  const parsed = PrintFormSchema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};
const checked = (form: PrintFormInput) => PrintFormSchema.parse(form);
const ADA = {
  ...INITIAL_PRINT_FORM.shippingDetails,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
};

describe('print form', () => {
  it('turns a non-numeric quantity into 1', () => {
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('0')).toBe(0);
  });

  it('lists every missing field at once with the spec sentences', () => {
    expect(formIssues({ ...INITIAL_PRINT_FORM, quantity: 0 })).toEqual([
      'Quantity must be at least 1',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]);
  });

  it('refuses a ZIP or postal code of another form than its country’s', () => {
    const issues = (zip: string, country: 'US' | 'UK') =>
      formIssues({ ...INITIAL_PRINT_FORM, shippingDetails: { ...ADA, zip, country } });
    expect(issues('ABCDE', 'US')).toEqual([CONTACT_MESSAGES.postalCodeInvalid('US')]);
    expect(issues('62701', 'US')).toEqual([]);
    expect(issues('N1 9GU', 'UK')).toEqual([]);
  });

  it('sends the total the summary shows and leaves an empty address2 out', () => {
    const request = toOrderRequest(
      'card-0123456789',
      checked({
        ...INITIAL_PRINT_FORM,
        quantity: 11,
        paperType: 'glossy',
        size: 'large',
        includeEnvelopes: true,
        shippingDetails: { ...ADA, zip: '62701', address2: '  ' },
      }),
    );
    expect(request.totalAmount).toBe(10074);
    expect(request.shippingDetails).not.toHaveProperty('address2');
  });

  it('shows the server issues, its message, or the spec fallback', () => {
    const issues = new ApiRequestError(
      400,
      {
        code: 'validation_failed',
        message: 'x',
        issues: [{ path: 'zip', message: 'ZIP code is required' }],
      },
      'x',
    );
    expect(submitIssues(issues)).toEqual(['ZIP code is required']);
    const conflict = new ApiRequestError(
      409,
      { code: 'conflict', message: 'The price has changed' },
      'x',
    );
    expect(submitIssues(conflict)).toEqual(['The price has changed']);
    expect(submitIssues(null)).toEqual([PRINT_MESSAGES.submitFailed]);
  });
});
