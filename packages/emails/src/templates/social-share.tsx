/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { cardPreviewPath, singleLine } from '@cardsmith/contracts';
import { Heading, Img, Link, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { defineEmailTemplate, webUrl } from '../define-template.js';
import { EmailLayout } from '../layout.js';

const props = z.object({
  cardTitle: singleLine().max(200),
  /** The card's front, as the cards service renders it. */
  imageUrl: webUrl(),
  /** The card's public page, without any recipient's token. */
  shareUrl: webUrl(),
});

/** Where a share link is posted: each site's own share-intent URL. */
function shareIntents(url: string): { label: string; href: string }[] {
  const u = encodeURIComponent(url);
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${u}` },
  ];
}

/** Sent to the sender of a social delivery at its instant: the link and where to post it. */
export const socialShare = defineEmailTemplate({
  title: 'Social share is due',
  description:
    'To the sender of a social delivery at its instant: the published link and where to post it.',
  props,
  subject: ({ cardTitle }) => `Your card “${cardTitle}” is ready to share`,
  Component: ({ cardTitle, imageUrl, shareUrl }) => (
    <EmailLayout>
      <Heading as="h1" style={{ fontSize: 22 }}>{`It is time to share “${cardTitle}”`}</Heading>
      <Img src={imageUrl} alt={cardTitle} width="500" style={{ width: '100%' }} />
      <Text>
        Your card is published at <Link href={shareUrl}>{shareUrl}</Link>
      </Text>
      <Section>
        {shareIntents(shareUrl).map((intent) => (
          <Text key={intent.label}>
            <Link href={intent.href}>{`Share on ${intent.label}`}</Link>
          </Text>
        ))}
      </Section>
    </EmailLayout>
  ),
  sample: (origin) => ({
    cardTitle: 'Happy birthday',
    imageUrl: `${origin}${cardPreviewPath('AbCdEfGhIjKlMnOpQrStU')}?width=1000`,
    shareUrl: `${origin}/cards/AbCdEfGhIjKlMnOpQrStU`,
  }),
});
