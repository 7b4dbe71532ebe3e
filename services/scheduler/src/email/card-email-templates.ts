import { cardEmailSubject, renderCardEmailParts, type RenderedEmail } from './card-email.js';
import { escapeHtml, fillIn, placeholders, type PersonalValues } from './personalise.js';

/** What a card's email has in common for all its recipients. */
export interface CardEmailKey {
  cardId: string;
  cardTitle: string;
  /** The card's front, as the cards service renders it. */
  imageUrl: string;
  /** The message block is left out when there is none, so that is part of the template. */
  hasMessage: boolean;
}

interface Template {
  stand: PersonalValues;
  html: string;
  text: string;
}

/**
 * One React render per card (and version of what the email shows of it: title, image, whether
 * there is a message), personalised per recipient by filling in escaped values. Sending a card to
 * thousands costs one render, not thousands. The most recently used `maxCards` templates are kept.
 */
export class CardEmailTemplates {
  private readonly templates = new Map<string, Promise<Template>>();
  /** Renders done so far: how a test sees that recipients share one. */
  renders = 0;

  constructor(private readonly maxCards = 500) {}

  async personalise(card: CardEmailKey, values: PersonalValues): Promise<RenderedEmail> {
    const template = await this.template(card);
    return {
      subject: cardEmailSubject(values.recipientName, card.cardTitle),
      html: fillIn(template.html, template.stand, values, escapeHtml),
      text: fillIn(template.text, template.stand, values, (value) => value),
    };
  }

  private template(card: CardEmailKey): Promise<Template> {
    const key = JSON.stringify([card.cardId, card.cardTitle, card.imageUrl, card.hasMessage]);
    const cached = this.templates.get(key);
    if (cached) {
      // Most recently used last: eviction takes the first.
      this.templates.delete(key);
      this.templates.set(key, cached);
      return cached;
    }
    const rendering = this.render(card);
    this.templates.set(key, rendering);
    // A failed render is not kept: the next send tries again.
    rendering.catch(() => this.templates.delete(key));
    if (this.templates.size > this.maxCards) {
      this.templates.delete(this.templates.keys().next().value!);
    }
    return rendering;
  }

  private async render(card: CardEmailKey): Promise<Template> {
    this.renders += 1;
    const stand = placeholders();
    const parts = await renderCardEmailParts({
      cardTitle: card.cardTitle,
      imageUrl: card.imageUrl,
      recipientName: stand.recipientName,
      personalMessage: card.hasMessage ? stand.personalMessage : '',
      cardUrl: stand.cardUrl,
    });
    return { stand, ...parts };
  }
}
