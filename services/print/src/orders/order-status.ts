import type { PrintOrderStatus } from '@cardsmith/contracts';

/**
 * Where an order may go from each status. A payment can fail and then succeed on a retry in the
 * same PaymentIntent, so failed → paid is allowed; delivered and refunded are final.
 */
const NEXT: Record<PrintOrderStatus, readonly PrintOrderStatus[]> = {
  awaiting_payment: ['paid', 'failed', 'cancelled'],
  paid: ['submitted', 'failed', 'refunded'],
  submitted: ['in_production', 'shipped', 'cancelled', 'failed', 'refunded'],
  in_production: ['shipped', 'cancelled', 'failed', 'refunded'],
  shipped: ['delivered', 'failed'],
  delivered: [],
  cancelled: ['refunded'],
  failed: ['paid', 'refunded'],
  refunded: [],
};

export function canMove(from: PrintOrderStatus, to: PrintOrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Every status from which `to` may be reached: the `WHERE status IN (…)` of a transition. */
export function statusesLeadingTo(to: PrintOrderStatus): PrintOrderStatus[] {
  return (Object.keys(NEXT) as PrintOrderStatus[]).filter((from) => canMove(from, to));
}

/** The owner may cancel until the order goes to the printer. */
export const OWNER_CANCELLABLE: readonly PrintOrderStatus[] = ['awaiting_payment'];

/** Nothing moves the order on from here (delivered, refunded): its page stops following it. */
export const isFinalStatus = (status: PrintOrderStatus): boolean => NEXT[status].length === 0;
