import { describe, expect, it } from 'vitest';
import { renderCardEmailParts } from './card-email.js';
import { CardEmailTemplates } from './card-email-templates.js';

const card = {
  cardId: 'card-1',
  cardTitle: 'Happy birthday',
  imageUrl: 'https://cards.example/api/cards/card-1/preview.png?width=1000',
  hasMessage: true,
};
const ada = {
  recipientName: 'Ada',
  personalMessage: 'Many happy returns!',
  cardUrl: 'https://cards.example/cards/card-1?delivery=tok-ada',
};

describe('CardEmailTemplates', () => {
  it('renders a card once and gives each recipient the HTML a render of their own would give', async () => {
    const templates = new CardEmailTemplates();
    const bo = {
      recipientName: `Bo "the <b>" O'Neil & co`,
      personalMessage: '<script>alert(1)</script>\nSee you soon',
      cardUrl: 'https://cards.example/cards/card-1?delivery=tok-bo&x=1',
    };
    const [forAda, forBo] = await Promise.all([
      templates.personalise(card, ada),
      templates.personalise(card, bo),
    ]);
    expect(templates.renders).toBe(1);
    for (const [email, values] of [
      [forAda, ada],
      [forBo, bo],
    ] as const) {
      const own = await renderCardEmailParts({ ...card, ...values });
      expect(email.html).toBe(own.html);
      expect(email.text).toContain(values.personalMessage);
      expect(email.text).toContain(values.cardUrl);
      expect(email.text.toLowerCase()).toContain(`hi ${values.recipientName.toLowerCase()}`);
    }
    expect(forBo.html).not.toContain('<script>');
    expect(forBo.subject).toBe(`${bo.recipientName}, a card is waiting for you: Happy birthday`);
  });

  it('renders again for another title or image, and leaves out an empty message', async () => {
    const templates = new CardEmailTemplates();
    await templates.personalise(card, ada);
    await templates.personalise({ ...card, cardTitle: 'Happy birthday!' }, ada);
    const plain = await templates.personalise(
      { ...card, hasMessage: false },
      {
        ...ada,
        personalMessage: '',
      },
    );
    expect(templates.renders).toBe(3);
    expect(plain.html).toBe(
      (await renderCardEmailParts({ ...card, ...ada, personalMessage: '' })).html,
    );
  });

  it('keeps only the most recently used cards', async () => {
    const templates = new CardEmailTemplates(2);
    const other = (cardId: string) => ({ ...card, cardId });
    await templates.personalise(other('a'), ada);
    await templates.personalise(other('b'), ada);
    await templates.personalise(other('a'), ada);
    await templates.personalise(other('c'), ada); // evicts b, the least recently used
    await templates.personalise(other('a'), ada);
    expect(templates.renders).toBe(3);
    await templates.personalise(other('b'), ada);
    expect(templates.renders).toBe(4);
  });
});
