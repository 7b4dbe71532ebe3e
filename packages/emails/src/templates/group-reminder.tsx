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
  signUrl: webUrl(),
  closesAt: singleLine().max(200).nullable(),
});

/** "Remind the ones who have not signed": at most one a day per invitee. */
export const groupReminder = defineEmailTemplate({
  title: 'Group card reminder',
  description: 'To an invitee who has not signed yet, when the organiser presses Remind.',
  props,
  perRecipient: ['signUrl'],
  subject: ({ cardTitle }) => `A reminder to sign “${cardTitle}”`,
  Component: ({ cardTitle, signUrl, closesAt }) => (
    <EmailLayout preview={`There is still time to sign “${cardTitle}”`}>
      <Heading as="h1" style={{ fontSize: 22 }}>
        {`There is still time to sign “${cardTitle}”`}
      </Heading>
      <Text>
        {closesAt
          ? `The card is delivered ${closesAt}. Your message can be added until then.`
          : 'Your message can be added until the card is delivered.'}
      </Text>
      <ActionButton href={signUrl}>Sign the card</ActionButton>
    </EmailLayout>
  ),
  sample: (origin) => ({
    cardTitle: 'Good luck, Grace!',
    signUrl: `${origin}/sign/sample-sign-token-0123456789abcdefghijkl`,
    closesAt: 'on 2026-12-24 at 09:00 (Europe/London time)',
  }),
});
