import { simpleParser, type ParsedMail } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { deliveryLinks } from '../sending/delivery-links.js';
import { renderCardEmailParts } from './card-email.js';
import { renderReminderEmail } from './reminder-email.js';
import { renderShareEmail } from './share-email.js';

const PUBLIC_ORIGIN = 'https://cards.example';
const links = deliveryLinks(PUBLIC_ORIGIN, {
  id: 'delivery-1',
  card_id: 'AbCdEfGhIjKlMnOpQrStU',
  token: 'token-1',
});

/** The message as a mail client receives it: composed to MIME as SMTP sends it, then parsed. */
async function received(email: { html: string; text: string }): Promise<ParsedMail> {
  const mime = await new MailComposer({
    from: 'cards@cardsmith.test',
    to: 'ada@example.com',
    subject: 'A card',
    ...email,
  })
    .compile()
    .build();
  return simpleParser(mime);
}

const imageSources = (html: string) =>
  [...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]);

const EMAILS = {
  card: () =>
    renderCardEmailParts({
      recipientName: 'Ada',
      cardTitle: 'Happy birthday',
      personalMessage: 'Many happy returns!',
      imageUrl: links.image,
      cardUrl: links.card,
    }),
  reminder: () =>
    renderReminderEmail({
      cardTitle: 'Happy birthday',
      recipientName: 'Ada',
      daysBefore: 3,
      sendsAt: 'Friday, 4 December 2026 at 09:00 (Europe/London)',
      manageUrl: `${PUBLIC_ORIGIN}/smart-scheduling`,
    }),
  share: () => renderShareEmail({ cardTitle: 'Happy birthday', links }),
};

describe('every email the scheduler sends', () => {
  it.each(Object.entries(EMAILS))(
    'the %s email has a plain-text part and draws its images from the public origin',
    async (_kind, render) => {
      const mail = await received(await render());
      expect(mail.text?.trim().length).toBeGreaterThan(40);
      expect(mail.text).toContain(PUBLIC_ORIGIN);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      for (const src of imageSources(String(mail.html))) {
        expect(src).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/`));
      }
    },
  );

  it('shows the card’s front from its absolute preview URL', async () => {
    const mail = await received(await EMAILS.card());
    expect(imageSources(String(mail.html))).toEqual([
      `${PUBLIC_ORIGIN}/api/cards/AbCdEfGhIjKlMnOpQrStU/preview.png?width=1000`,
    ]);
    expect(mail.text).toContain('Many happy returns!');
    expect(mail.text).toContain(links.card);
  });
});
