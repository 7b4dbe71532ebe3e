import { describe, expect, it } from 'vitest';
import { EmailRenderer } from './email-renderer.js';
import { renderEmail } from './render.js';

const card = {
  cardTitle: 'Happy birthday',
  imageUrl: 'https://cards.example/api/cards/card-1/preview.png?width=1000',
};
const ada = {
  recipientName: 'Ada',
  personalMessage: 'Many happy returns!',
  cardUrl: 'https://cards.example/cards/card-1?delivery=tok-ada',
};

describe('EmailRenderer', () => {
  it('renders a card once and gives each recipient the email a render of their own would give', async () => {
    const renderer = new EmailRenderer();
    const bo = {
      recipientName: `Bo "the <b>" O'Neil & co`,
      personalMessage: '<script>alert(1)</script>\nSee you soon',
      cardUrl: 'https://cards.example/cards/card-1?delivery=tok-bo&x=1',
    };
    const [forAda, forBo] = await Promise.all([
      renderer.render('card-delivery', { ...card, ...ada }),
      renderer.render('card-delivery', { ...card, ...bo }),
    ]);
    expect(renderer.renders).toBe(1);
    for (const [email, values] of [
      [forAda, ada],
      [forBo, bo],
    ] as const) {
      const own = await renderEmail('card-delivery', { ...card, ...values });
      expect(email.html).toBe(own.html);
      expect(email.subject).toBe(own.subject);
      // The same text, but a value keeps its case inside a heading (which plain text capitalises)
      // and its line breaks (which the HTML keeps with pre-line and html-to-text folds).
      const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
      expect(words(email.text)).toBe(words(own.text));
      expect(email.text).toContain(values.personalMessage);
      expect(email.text).toContain(values.cardUrl);
      expect(email.text.toLowerCase()).toContain(`hi ${values.recipientName.toLowerCase()}`);
    }
    expect(forBo.html).not.toContain('<script>');
    expect(forBo.subject).toBe(`${bo.recipientName}, a card is waiting for you: Happy birthday`);
  });

  it('renders again for another title or image, and leaves out an empty message', async () => {
    const renderer = new EmailRenderer();
    await renderer.render('card-delivery', { ...card, ...ada });
    await renderer.render('card-delivery', { ...card, ...ada, cardTitle: 'Happy birthday!' });
    const plain = await renderer.render('card-delivery', { ...card, ...ada, personalMessage: '' });
    expect(renderer.renders).toBe(3);
    const own = await renderEmail('card-delivery', { ...card, ...ada, personalMessage: '' });
    expect(plain.html).toBe(own.html);
    expect(plain.text).not.toContain('Many happy returns');
  });

  it('keeps only the most recently used renders', async () => {
    const renderer = new EmailRenderer(2);
    const titled = (cardTitle: string) =>
      renderer.render('card-delivery', { ...card, ...ada, cardTitle });
    await titled('a');
    await titled('b');
    await titled('a');
    await titled('c'); // evicts b, the least recently used
    await titled('a');
    expect(renderer.renders).toBe(3);
    await titled('b');
    expect(renderer.renders).toBe(4);
  });

  it('renders a template without per-recipient props as renderEmail does, and checks props first', async () => {
    const renderer = new EmailRenderer();
    const props = { signInUrl: 'https://cards.example/sign-in/verify?token=t' };
    expect(await renderer.render('sign-in-link', props)).toEqual(
      await renderEmail('sign-in-link', props),
    );
    await expect(
      renderer.render('card-delivery', { ...card, ...ada, cardUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow('cardUrl');
  });
});
