import { describe, expect, it } from 'vitest';
import { formIssueList } from './form-issues.js';

describe('formIssueList', () => {
  it('lists nested messages in order, each once, without looking into the field elements', () => {
    const ref = { name: 'x', message: 'not an error' };
    expect(
      formIssueList({
        quantity: { type: 'too_small', message: 'Quantity must be at least 1', ref },
        shippingDetails: {
          firstName: { type: 'too_small', message: 'First name is required', ref },
          lastName: { type: 'too_small', message: 'First name is required', ref },
          zip: { type: 'custom', message: 'Please enter a valid ZIP code', ref },
        },
      }),
    ).toEqual([
      'Quantity must be at least 1',
      'First name is required',
      'Please enter a valid ZIP code',
    ]);
  });

  it('is empty when nothing is wrong', () => {
    expect(formIssueList({})).toEqual([]);
  });
});
