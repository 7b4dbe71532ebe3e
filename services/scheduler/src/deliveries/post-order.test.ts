import { describe, expect, it } from 'vitest';
import { physicalStatus, shippingDetailsFor, splitName } from './post-order.js';

describe('the print order of a delivery by post', () => {
  it('takes the last word of the name as the last name', () => {
    expect(splitName('Ada King Lovelace')).toEqual({ firstName: 'Ada King', lastName: 'Lovelace' });
    expect(splitName('  Sam   Lee ')).toEqual({ firstName: 'Sam', lastName: 'Lee' });
    expect(splitName('Cher')).toBeNull();
  });

  it('posts to the recipient and writes to the sender', () => {
    const recipient = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      address: {
        street: '1 Main St',
        city: 'London',
        state: 'London',
        zipCode: 'N1 9GU',
        country: 'UK',
      },
    };
    expect(shippingDetailsFor(recipient, 'me@example.com')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'me@example.com',
      address1: '1 Main St',
      city: 'London',
      state: 'London',
      zip: 'N1 9GU',
      country: 'UK',
    });
  });

  it('follows the order: scheduled until at the printer, then sending, sent, delivered', () => {
    expect(physicalStatus('awaiting_payment')).toBe('scheduled');
    expect(physicalStatus('paid')).toBe('scheduled');
    expect(physicalStatus('submitted')).toBe('sending');
    expect(physicalStatus('in_production')).toBe('sent');
    expect(physicalStatus('shipped')).toBe('sent');
    expect(physicalStatus('delivered')).toBe('delivered');
    expect(physicalStatus('failed')).toBe('failed');
    expect(physicalStatus('cancelled')).toBe('cancelled');
    expect(physicalStatus('refunded')).toBe('cancelled');
  });
});
