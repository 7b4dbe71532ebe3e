/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { cardPreviewPath, singleLine, text } from '@cardsmith/contracts';
import { Heading, Img, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { defineEmailTemplate, webUrl } from '../define-template.js';
import { ActionButton, EmailLayout, palette, SmallPrint } from '../layout.js';

const props = z.object({
  recipientName: singleLine().max(200),
  cardTitle: singleLine().max(200),
  /** Left out of the email when empty. */
  personalMessage: text().max(5000),
  /** The card's front, as the cards service renders it. */
  imageUrl: webUrl(),
  /** Opens the card's recipient page; carries the delivery token. */
  cardUrl: webUrl(),
});

/** A scheduled card, to its recipient; the resend sends the same email again. */
export const cardDelivery = defineEmailTemplate({
  title: 'Card delivery',
  description:
    'A scheduled card, to its recipient at the chosen time; sent again once, the same, when it is not opened (the resend).',
  props,
  perRecipient: ['recipientName', 'personalMessage', 'cardUrl'],
  subject: ({ recipientName, cardTitle }) =>
    `${recipientName}, a card is waiting for you: ${cardTitle}`,
  Component: ({ recipientName, cardTitle, personalMessage, imageUrl, cardUrl }) => (
    // The preview is the same for every recipient: the hidden padding after it is sized to it.
    <EmailLayout preview={`A card is waiting for you: ${cardTitle}`}>
      <Heading as="h1" style={{ color: palette.ink, fontSize: 22 }}>
        {`Hi ${recipientName}, someone made you a card`}
      </Heading>
      <Section>
        <Img
          src={imageUrl}
          alt={cardTitle}
          width="500"
          style={{ borderRadius: 12, width: '100%' }}
        />
      </Section>
      {personalMessage ? (
        <Text style={{ color: palette.ink, fontSize: 16, whiteSpace: 'pre-line' }}>
          {personalMessage}
        </Text>
      ) : null}
      <ActionButton href={cardUrl}>Open your card</ActionButton>
      <SmallPrint>Sent with Cardsmith. If the button does not work, open {cardUrl}</SmallPrint>
    </EmailLayout>
  ),
  sample: (origin) => ({
    recipientName: 'Ada',
    cardTitle: 'Happy birthday',
    personalMessage: 'Many happy returns!\nSee you on Saturday.',
    imageUrl: `${origin}${cardPreviewPath('AbCdEfGhIjKlMnOpQrStU')}?width=1000`,
    cardUrl: `${origin}/cards/AbCdEfGhIjKlMnOpQrStU?delivery=sample`,
  }),
});
