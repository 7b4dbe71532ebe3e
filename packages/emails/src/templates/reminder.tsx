/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { singleLine } from '@cardsmith/contracts';
import { Heading, Text } from '@react-email/components';
import { z } from 'zod';
import { defineEmailTemplate, webUrl } from '../define-template.js';
import { ActionButton, EmailLayout } from '../layout.js';

const props = z.object({
  cardTitle: singleLine().max(200),
  recipientName: singleLine().max(200),
  daysBefore: z.number().int().min(1).max(366),
  /** When it goes out, on the sender's clock, e.g. "on 2026-12-24 at 09:00 (Europe/London time)". */
  sendsAt: singleLine().max(200),
  /** The sender's list of scheduled cards, where the delivery can be changed or cancelled. */
  manageUrl: webUrl(),
});

const inDays = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`);

/** The reminder the sender asked for, some days before a delivery. */
export const reminder = defineEmailTemplate({
  title: 'Delivery reminder',
  description: 'To the sender, the days before a scheduled card goes out that they asked for.',
  props,
  subject: ({ cardTitle, recipientName, daysBefore }) =>
    `Reminder: “${cardTitle}” goes to ${recipientName} ${inDays(daysBefore)}`,
  Component: ({ cardTitle, recipientName, daysBefore, sendsAt, manageUrl }) => (
    <EmailLayout>
      <Heading as="h1" style={{ fontSize: 22 }}>
        {`Your card “${cardTitle}” goes to ${recipientName} ${inDays(daysBefore)}`}
      </Heading>
      <Text>{`It is sent ${sendsAt}. You can still change the time, the recipient or the message, or cancel it.`}</Text>
      <ActionButton href={manageUrl}>See your scheduled cards</ActionButton>
    </EmailLayout>
  ),
  sample: (origin) => ({
    cardTitle: 'Happy birthday',
    recipientName: 'Ada',
    daysBefore: 3,
    sendsAt: 'on 2026-12-04 at 09:00 (Europe/London time)',
    manageUrl: `${origin}/smart-scheduling`,
  }),
});
