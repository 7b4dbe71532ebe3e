/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  Body,
  Container,
  Heading,
  Html,
  Img,
  Link,
  Section,
  Text,
  render,
} from '@react-email/components';
import type { DeliveryLinks } from '../sending/delivery-links.js';
import type { RenderedEmail } from './card-email.js';

/** Where a share link is posted: each site's own share-intent URL. */
function shareIntents(url: string): { label: string; href: string }[] {
  const u = encodeURIComponent(url);
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${u}` },
  ];
}

function ShareEmail({ cardTitle, links }: { cardTitle: string; links: DeliveryLinks }) {
  return (
    <Html lang="en">
      <Body style={{ fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>
          <Heading as="h1" style={{ fontSize: 22 }}>{`It is time to share “${cardTitle}”`}</Heading>
          <Img src={links.image} alt={cardTitle} width="500" style={{ width: '100%' }} />
          <Text>
            Your card is published at <Link href={links.share}>{links.share}</Link>
          </Text>
          <Section>
            {shareIntents(links.share).map((intent) => (
              <Text key={intent.label}>
                <Link href={intent.href}>{`Share on ${intent.label}`}</Link>
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** Sent to the sender of a social delivery at its instant: the link and where to post it. */
export async function renderShareEmail(content: {
  cardTitle: string;
  links: DeliveryLinks;
}): Promise<RenderedEmail> {
  const element = <ShareEmail {...content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `Your card “${content.cardTitle}” is ready to share`, html, text };
}
