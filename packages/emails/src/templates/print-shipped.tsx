/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { singleLine } from '@cardsmith/contracts';
import { Text } from '@react-email/components';
import { defineEmailTemplate } from '../define-template.js';
import { EmailLayout } from '../layout.js';
import { LabelledLink, orderedCards, printOrderProps, sampleOrder } from './print-order.js';

const props = printOrderProps.extend({
  city: singleLine().max(100),
  state: singleLine().max(100),
  trackingNumber: singleLine().max(200).nullable(),
  /** As the print vendor reported it: linked only when it is a web address. */
  trackingUrl: singleLine().max(2000).nullable(),
});

/** The vendor's callback text is not trusted to be a link: only a web address becomes one. */
const trackingLink = (url: string | null) => (url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null);

/** The printed cards left the printer. */
export const printShipped = defineEmailTemplate({
  title: 'Print order shipped',
  description: 'To the address given with the shipping details, when the vendor reports shipping.',
  props,
  subject: () => 'Your printed cards are on their way',
  Component: (order) => {
    const link = trackingLink(order.trackingUrl);
    return (
      <EmailLayout>
        <Text>
          {`Good news, ${order.firstName}: ${orderedCards(order)} shipped to ${order.city}, ${order.state}.`}
        </Text>
        <Text>
          {order.trackingNumber
            ? `Tracking number: ${order.trackingNumber}`
            : 'The carrier did not give a tracking number; your order page shows every update.'}
        </Text>
        {link ? <LabelledLink label="Track your parcel" href={link} /> : null}
        <LabelledLink label="Your order" href={order.orderUrl} />
      </EmailLayout>
    );
  },
  sample: (origin) => ({
    ...sampleOrder(origin),
    city: 'Springfield',
    state: 'IL',
    trackingNumber: 'LX123456789US',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=LX123456789US',
  }),
});
