/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Preview,
  Section,
  Text,
  render,
} from '@react-email/components';

export interface CardEmailContent {
  recipientName: string;
  cardTitle: string;
  personalMessage: string;
  /** The card's front, as the cards service renders it. */
  imageUrl: string;
  /** Opens the card's recipient page; carries the delivery token. */
  cardUrl: string;
}

const palette = { ink: '#1f2937', muted: '#6b7280', accent: '#7c3aed', paper: '#faf7ff' };

export function CardEmail({
  recipientName,
  cardTitle,
  personalMessage,
  imageUrl,
  cardUrl,
}: CardEmailContent) {
  return (
    <Html lang="en">
      <Head />
      {/* The same for every recipient: the hidden padding after it is sized to its length. */}
      <Preview>{`A card is waiting for you: ${cardTitle}`}</Preview>
      <Body style={{ backgroundColor: palette.paper, fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>
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
          <Section style={{ textAlign: 'center', margin: '24px 0' }}>
            <Button
              href={cardUrl}
              style={{
                backgroundColor: palette.accent,
                color: '#ffffff',
                padding: '12px 24px',
                borderRadius: 8,
                fontWeight: 600,
              }}
            >
              Open your card
            </Button>
          </Section>
          <Text style={{ color: palette.muted, fontSize: 12 }}>
            Sent with Cardsmith. If the button does not work, open {cardUrl}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export const cardEmailSubject = (recipientName: string, cardTitle: string) =>
  `${recipientName}, a card is waiting for you: ${cardTitle}`;

/** The delivery email's HTML and plain-text part, rendered from the React components above. */
export async function renderCardEmailParts(
  content: CardEmailContent,
): Promise<{ html: string; text: string }> {
  const element = <CardEmail {...content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
