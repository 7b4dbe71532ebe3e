/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { singleLine } from '@cardsmith/contracts';
import { Heading, Text } from '@react-email/components';
import { z } from 'zod';
import { defineEmailTemplate, webUrl } from '../define-template.js';
import { ActionButton, EmailLayout, SmallPrint } from '../layout.js';

const props = z.object({
  cardTitle: singleLine().max(200),
  /** The organiser's name as they gave it on the invite form; never their address. */
  organiserName: singleLine().max(100).nullable(),
  /** This invitee's personal sign link. */
  signUrl: webUrl(),
  /** "on 24 December at 09:00 (Europe/London time)", or null when no delivery is set yet. */
  closesAt: singleLine().max(200).nullable(),
});

const invitation = (organiserName: string | null, cardTitle: string) =>
  `${organiserName ? `${organiserName} invites you` : 'You are invited'} to sign “${cardTitle}”`;

/** A group card's invitation: one per invitee, with the invitee's own sign link. */
export const groupInvite = defineEmailTemplate({
  title: 'Group card invitation',
  description: 'To each address a group card’s organiser invites: their personal sign link.',
  props,
  perRecipient: ['signUrl'],
  subject: ({ organiserName, cardTitle }) => invitation(organiserName, cardTitle),
  Component: ({ organiserName, cardTitle, signUrl, closesAt }) => (
    <EmailLayout preview={invitation(organiserName, cardTitle)}>
      <Heading as="h1" style={{ fontSize: 22 }}>
        {invitation(organiserName, cardTitle)}
      </Heading>
      <Text>
        Add your own message to the card: a few words and your name, and if you like a photo, a
        sticker or a voice note. Nobody else can change what you write, and you can edit it until
        the card is delivered.
      </Text>
      {closesAt ? <Text>{`The card is delivered ${closesAt}; sign before then.`}</Text> : null}
      <ActionButton href={signUrl}>Sign the card</ActionButton>
      <SmallPrint>
        {`This link is yours: whoever has it can sign as you. If the button does not work, open ${signUrl}`}
      </SmallPrint>
    </EmailLayout>
  ),
  sample: (origin) => ({
    cardTitle: 'Good luck, Grace!',
    organiserName: 'Sam',
    signUrl: `${origin}/sign/sample-sign-token-0123456789abcdefghijkl`,
    closesAt: 'on 2026-12-24 at 09:00 (Europe/London time)',
  }),
});
