import type { PaymentState } from '@cardsmith/contracts';

export const PAYMENT_LABELS: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
};
