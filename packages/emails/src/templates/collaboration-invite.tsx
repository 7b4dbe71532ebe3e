/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { editLink, singleLine } from '@cardsmith/contracts';
import { Heading, Text } from '@react-email/components';
import { z } from 'zod';
import { defineEmailTemplate, webUrl } from '../define-template.js';
import { ActionButton, EmailLayout, SmallPrint } from '../layout.js';

const props = z.object({
  cardTitle: singleLine().max(200),
  /** The name the inviter goes by in the live session, when they gave one. */
  inviterName: singleLine().max(100).nullable(),
  /** The card's edit link: opens the editor on the card, in its live session. */
  editUrl: webUrl(),
});

const invitation = (inviterName: string | null, cardTitle: string) =>
  `${inviterName ? `${inviterName} invited you` : 'You are invited'} to make “${cardTitle}” together`;

/** The collaboration page's "Invite by email". */
export const collaborationInvite = defineEmailTemplate({
  title: 'Collaboration invite',
  description: 'To an address invited from the collaboration page: the card’s edit link.',
  props,
  subject: ({ inviterName, cardTitle }) => invitation(inviterName, cardTitle),
  Component: ({ inviterName, cardTitle, editUrl }) => (
    <EmailLayout preview={invitation(inviterName, cardTitle)}>
      <Heading as="h1" style={{ fontSize: 22 }}>
        {invitation(inviterName, cardTitle)}
      </Heading>
      <Text>
        Open the card to add your message. Everyone with the link edits the same card, and each
        change shows for the others as it is made.
      </Text>
      <ActionButton href={editUrl}>Open the card</ActionButton>
      <SmallPrint>
        Anyone with this link can change the card, so keep it to the people making it. If the button
        does not work, open {editUrl}
      </SmallPrint>
    </EmailLayout>
  ),
  sample: (origin) => ({
    cardTitle: 'Happy retirement, Grace',
    inviterName: 'Sam',
    editUrl: editLink(origin, 'AbCdEfGhIjKlMnOpQrStU', 'sample-edit-token'),
  }),
});
