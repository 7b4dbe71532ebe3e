import { describe, expect, it } from 'vitest';
import {
  adminNextStatuses,
  canMarkPaid,
  canRefund,
  paymentStateOf,
  revenueCentsOf,
} from './admin-order-rules.js';

describe('what an admin may do with an order', () => {
  it('offers only the transitions the order allows, never paid, submitted or refunded', () => {
    expect(adminNextStatuses('awaiting_payment')).toEqual(['cancelled', 'failed']);
    expect(adminNextStatuses('paid')).toEqual(['failed']);
    expect(adminNextStatuses('submitted')).toEqual([
      'in_production',
      'shipped',
      'cancelled',
      'failed',
    ]);
    expect(adminNextStatuses('in_production')).toEqual(['shipped', 'cancelled', 'failed']);
    expect(adminNextStatuses('shipped')).toEqual(['delivered', 'failed']);
    expect(adminNextStatuses('delivered')).toEqual([]);
    expect(adminNextStatuses('refunded')).toEqual([]);
  });

  it('reads the payment state from the status and whether money was ever received', () => {
    expect(paymentStateOf('awaiting_payment', false)).toBe('unpaid');
    expect(paymentStateOf('cancelled', false)).toBe('unpaid');
    expect(paymentStateOf('cancelled', true)).toBe('paid');
    expect(paymentStateOf('shipped', true)).toBe('paid');
    expect(paymentStateOf('refunded', true)).toBe('refunded');
  });

  it('counts an order in the revenue while its money is kept', () => {
    expect(revenueCentsOf('paid', true, 1078)).toBe(1078);
    // A paid order that failed or was cancelled later keeps its money until refunded.
    expect(revenueCentsOf('failed', true, 1078)).toBe(1078);
    expect(revenueCentsOf('cancelled', true, 500)).toBe(500);
    expect(revenueCentsOf('delivered', true, 500)).toBe(500);
    expect(revenueCentsOf('refunded', true, 1078)).toBe(0);
    expect(revenueCentsOf('awaiting_payment', false, 1078)).toBe(0);
    expect(revenueCentsOf('failed', false, 1078)).toBe(0);
  });

  it('refunds only received money, and not once delivered or refunded', () => {
    expect(canRefund('awaiting_payment', false)).toBe(false);
    expect(canRefund('failed', false)).toBe(false);
    expect(canRefund('failed', true)).toBe(true);
    expect(canRefund('paid', true)).toBe(true);
    expect(canRefund('cancelled', true)).toBe(true);
    expect(canRefund('delivered', true)).toBe(false);
    expect(canRefund('refunded', true)).toBe(false);
  });

  it('marks paid an order waiting for its money, and nothing already paid', () => {
    expect(canMarkPaid('awaiting_payment', false)).toBe(true);
    expect(canMarkPaid('failed', false)).toBe(true);
    expect(canMarkPaid('failed', true)).toBe(false);
    expect(canMarkPaid('cancelled', false)).toBe(false);
    expect(canMarkPaid('paid', true)).toBe(false);
  });
});
