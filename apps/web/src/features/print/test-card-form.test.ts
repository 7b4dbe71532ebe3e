import { ApiRequestError, TEST_CARD_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_TEST_CARD, paymentRefusal, testCardErrors } from './test-card-form.js';

describe('the test checkout form', () => {
  it('names each field’s first problem in the server’s sentences', () => {
    expect(testCardErrors(EMPTY_TEST_CARD)).toEqual({
      number: TEST_CARD_MESSAGES.number,
      expiry: TEST_CARD_MESSAGES.expiry,
      cvc: TEST_CARD_MESSAGES.cvc,
      name: TEST_CARD_MESSAGES.name,
    });
    expect(
      testCardErrors({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada' }),
    ).toEqual({});
  });

  it('puts a refusal under the field the server named, a decline above the button', () => {
    const notATestCard = new ApiRequestError(
      400,
      {
        code: 'validation_failed',
        message: TEST_CARD_MESSAGES.notATestCard,
        issues: [{ path: 'number', message: TEST_CARD_MESSAGES.notATestCard }],
      },
      'x',
    );
    expect(paymentRefusal(notATestCard)).toEqual({
      field: 'number',
      message: TEST_CARD_MESSAGES.notATestCard,
    });
    const declined = new ApiRequestError(
      402,
      { code: 'card_declined', message: TEST_CARD_MESSAGES.insufficientFunds },
      'x',
    );
    expect(paymentRefusal(declined)).toEqual({ message: TEST_CARD_MESSAGES.insufficientFunds });
  });
});
