/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatCents } from '@cardsmith/contracts';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineEmailTemplate } from '../define-template.js';
import { EmailLayout } from '../layout.js';
import { LabelledLink, orderedCards, printOrderProps, sampleOrder } from './print-order.js';

const props = printOrderProps.extend({
  /** The order's total in cents. */
  total: z.number().int().min(0),
  /** Paid at the test checkout: the email must not claim money arrived. */
  testPayment: z.boolean(),
});

/** The print order's payment went through. */
export const printPaid = defineEmailTemplate({
  title: 'Print order paid',
  description: 'To the address given with the shipping details, once the order is paid.',
  props,
  subject: () => 'Your printed card order is paid',
  Component: (order) => (
    <EmailLayout>
      <Text>
        {`Thank you, ${order.firstName}. We received your ${
          order.testPayment ? 'test payment (test mode: no money moved)' : 'payment'
        } of ${formatCents(order.total)} for ${orderedCards(order)}. We are preparing the print files and will email you again when your cards ship.`}
      </Text>
      <LabelledLink label="Your order" href={order.orderUrl} />
    </EmailLayout>
  ),
  sample: (origin) => ({ ...sampleOrder(origin), total: 1995, testPayment: true }),
});
