/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { singleLine, text } from '@cardsmith/contracts';
import { Heading, Img, Link, Text } from '@react-email/components';
import { z } from 'zod';
import { defineEmailTemplate, webUrl } from '../define-template.js';
import { ActionButton, EmailLayout, SmallPrint } from '../layout.js';

const props = z.object({
  cardTitle: singleLine().max(200),
  recipientName: singleLine().max(100).nullable(),
  message: text().max(2000),
  photoUrl: webUrl().nullable(),
  voiceUrl: webUrl().nullable(),
  cardUrl: webUrl(),
});

const from = (recipientName: string | null) => recipientName ?? 'The person you signed for';

/**
 * The recipient's thank-you, relayed to every signer one email each: no signer sees another's
 * address or the recipient's.
 */
export const groupThanks = defineEmailTemplate({
  title: 'Group card thank-you',
  description: 'To every signer of a group card, once its recipient sends their thank-you.',
  props,
  subject: ({ recipientName, cardTitle }) =>
    `${from(recipientName)} says thank you for “${cardTitle}”`,
  Component: ({ recipientName, cardTitle, message, photoUrl, voiceUrl, cardUrl }) => (
    <EmailLayout preview={`${from(recipientName)} says thank you`}>
      <Heading as="h1" style={{ fontSize: 22 }}>
        {`${from(recipientName)} says thank you for “${cardTitle}”`}
      </Heading>
      {message.split(/\n+/).map((paragraph, i) => (
        <Text key={i}>{paragraph}</Text>
      ))}
      {photoUrl ? <Img src={photoUrl} alt="A photo with the thank-you" width="480" /> : null}
      {voiceUrl ? (
        <Text>
          <Link href={voiceUrl}>Listen to the voice message</Link>
        </Text>
      ) : null}
      <ActionButton href={cardUrl}>See the card</ActionButton>
      <SmallPrint>
        You signed this card, so the platform passed the thank-you on to you. Your address was not
        shown to the recipient or the other signers.
      </SmallPrint>
    </EmailLayout>
  ),
  sample: (origin) => ({
    cardTitle: 'Good luck, Grace!',
    recipientName: 'Grace',
    message: 'Thank you all so much, I will miss you!',
    photoUrl: null,
    voiceUrl: null,
    cardUrl: `${origin}/cards/AbCdEfGhIjKlMnOpQrStU`,
  }),
});
