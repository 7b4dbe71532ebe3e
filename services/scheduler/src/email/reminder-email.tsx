/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Button, Container, Heading, Html, Text, render } from '@react-email/components';
import type { RenderedEmail } from './card-email.js';

export interface ReminderEmailContent {
  cardTitle: string;
  recipientName: string;
  daysBefore: number;
  /** When it goes out, on the sender's clock, e.g. "Thu, 24 Dec 2026, 09:00 (Europe/London)". */
  sendsAt: string;
  /** The sender's list of scheduled cards, where the delivery can be changed or cancelled. */
  manageUrl: string;
}

const inDays = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`);

function ReminderEmail({
  cardTitle,
  recipientName,
  daysBefore,
  sendsAt,
  manageUrl,
}: ReminderEmailContent) {
  return (
    <Html lang="en">
      <Body style={{ fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>
          <Heading as="h1" style={{ fontSize: 22 }}>
            {`Your card “${cardTitle}” goes to ${recipientName} ${inDays(daysBefore)}`}
          </Heading>
          <Text>{`It is sent ${sendsAt}. You can still change the time, the recipient or the message, or cancel it.`}</Text>
          <Button
            href={manageUrl}
            style={{
              backgroundColor: '#7c3aed',
              color: '#ffffff',
              padding: '12px 24px',
              borderRadius: 8,
            }}
          >
            See your scheduled cards
          </Button>
        </Container>
      </Body>
    </Html>
  );
}

/** The reminder the sender asked for, some days before a delivery. */
export async function renderReminderEmail(content: ReminderEmailContent): Promise<RenderedEmail> {
  const element = <ReminderEmail {...content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    subject: `Reminder: “${content.cardTitle}” goes to ${content.recipientName} ${inDays(content.daysBefore)}`,
    html,
    text,
  };
}
