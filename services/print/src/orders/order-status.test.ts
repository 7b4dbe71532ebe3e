import { describe, expect, it } from 'vitest';
import { canMove, statusesLeadingTo } from './order-status.js';

describe('order status transitions', () => {
  it('follows awaiting_payment → paid → submitted → in_production → shipped → delivered', () => {
    expect(canMove('awaiting_payment', 'paid')).toBe(true);
    expect(canMove('paid', 'submitted')).toBe(true);
    expect(canMove('submitted', 'in_production')).toBe(true);
    expect(canMove('in_production', 'shipped')).toBe(true);
    expect(canMove('shipped', 'delivered')).toBe(true);
  });

  it('never goes back or leaves a final status', () => {
    expect(canMove('shipped', 'in_production')).toBe(false);
    expect(canMove('paid', 'awaiting_payment')).toBe(false);
    expect(canMove('delivered', 'shipped')).toBe(false);
    expect(canMove('refunded', 'paid')).toBe(false);
  });

  it('lists where a status can be reached from', () => {
    expect(statusesLeadingTo('paid').sort()).toEqual(['awaiting_payment', 'failed']);
    expect(statusesLeadingTo('delivered')).toEqual(['shipped']);
  });
});
