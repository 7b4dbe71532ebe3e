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
  signed: z.number().int().min(0),
  invited: z.number().int().min(0),
  sendsAt: singleLine().max(200),
  /** The collaboration page of the card, with the Remind button. */
  manageUrl: webUrl(),
});

const summary = (signed: number, invited: number) =>
  `${signed} of ${invited} ${signed === 1 && invited === 1 ? 'has' : 'have'} signed`;

/** The organiser's summary the day before a group card is delivered. */
export const groupSummary = defineEmailTemplate({
  title: 'Group card summary',
  description: 'To a group card’s organiser the day before delivery: who has signed so far.',
  props,
  subject: ({ cardTitle, signed, invited }) =>
    `“${cardTitle}” goes out tomorrow: ${summary(signed, invited)}`,
  Component: ({ cardTitle, signed, invited, sendsAt, manageUrl }) => (
    <EmailLayout preview={summary(signed, invited)}>
      <Heading as="h1" style={{ fontSize: 22 }}>
        {`${summary(signed, invited)} “${cardTitle}”`}
      </Heading>
      <Text>
        {`The card is delivered ${sendsAt}, and signing stays open until then. ${
          signed < invited
            ? 'You can remind the ones who have not signed with one click.'
            : 'Everyone you invited has signed.'
        }`}
      </Text>
      <ActionButton href={manageUrl}>
        {signed < invited ? 'Remind the ones who have not signed' : 'See the signatures'}
      </ActionButton>
    </EmailLayout>
  ),
  sample: (origin) => ({
    cardTitle: 'Good luck, Grace!',
    signed: 14,
    invited: 20,
    sendsAt: 'on 2026-12-24 at 09:00 (Europe/London time)',
    manageUrl: `${origin}/collaboration?card=AbCdEfGhIjKlMnOpQrStU`,
  }),
});
