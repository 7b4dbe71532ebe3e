import { describe, expect, it } from 'vitest';
import { layoutTextElement, LINE_HEIGHT, measureText } from '@cardsmith/card-render';
import {
  CARD_LIMITS,
  CARD_SIZE,
  CardInputSchema,
  EDITOR_HEADLINE,
  type EditorTemplate,
  type TextElement,
} from '@cardsmith/contracts';
import {
  draftFromCard,
  fitMessage,
  headlineText,
  isDark,
  MESSAGE_STYLE,
  modernCardData,
  modernCardInput,
} from './modern-card.js';
import { MODERN_TEMPLATE as template } from '../../test/fixtures.js';

describe('modern card', () => {
  it('tells dark backgrounds from light ones', () => {
    expect(isDark('#4f46e5')).toBe(true);
    expect(isDark('#fff5f7')).toBe(false);
  });

  it('has only the headline while the message is blank, and nothing once the headline is cleared', () => {
    expect(modernCardData(template, { message: '   ' }).elements.map((e) => e.id)).toEqual([
      'headline',
    ]);
    expect(modernCardData(template, { message: ' ', headline: '  ' }).elements).toEqual([]);
  });

  it("heads the card with the occasion's greeting until one is typed, fitted by card-render", () => {
    const [wedding] = modernCardData(template, { message: '', occasion: 'wedding' }).elements;
    expect(wedding).toMatchObject({
      id: 'headline',
      type: 'text',
      content: 'Congratulations on Your Wedding',
      size: { width: EDITOR_HEADLINE.width },
      style: { maxLines: 2, fontFamily: 'Poppins', color: '#ffffff' },
    });
    const [typed] = modernCardData(template, {
      message: '',
      occasion: 'wedding',
      headline: 'Hooray, Sam & Alex!',
    }).elements;
    expect(typed?.content).toBe('Hooray, Sam & Alex!');
    expect(headlineText({})).toBe('Happy Birthday!');
    expect(headlineText({ occasion: 'sympathy', headline: null })).toBe('With Deepest Sympathy');
  });

  it('draws a long headline in two lines inside the card, in the preview and the saved card alike', () => {
    const headline = 'Happy seventieth birthday to the most wonderful grandmother in the world';
    const card = modernCardData(template, { message: '', headline });
    const input = CardInputSchema.parse(
      modernCardInput(template, { templateId: 'modern', message: '', headline, title: 'For Gran' }),
    );
    const [element] = input.elements;
    expect(element?.style?.maxLines).toBe(2);
    const layout = layoutTextElement(element as TextElement);
    expect(layout.lines).toHaveLength(2);
    expect(layout.fontSize).toBeLessThan(46);
    expect(layout).toEqual(layoutTextElement(card.elements[0] as TextElement));
  });

  it('wraps a long message into lines that fit the card and colours it for the background', () => {
    const card = modernCardData(template, {
      message: 'Wishing you a year full of laughter, cake and friends.',
      headline: '',
    });
    const [element] = card.elements;
    expect(element?.content.split('\n').length).toBeGreaterThan(1);
    expect(element?.style?.color).toBe('#ffffff');
  });

  it('shrinks the longest message until every line fits inside the card, and leaves short ones at full size', () => {
    expect(fitMessage('Happy day!', 'Poppins').fontSize).toBe(MESSAGE_STYLE.fontSize);
    const longest = 'So many happy returns, my dear friend. '
      .repeat(30)
      .slice(0, CARD_LIMITS.textContentMax);
    const [element] = modernCardData(template, { message: longest, headline: '' }).elements;
    const fontSize = element?.style?.fontSize ?? 0;
    expect(fontSize).toBeLessThan(MESSAGE_STYLE.fontSize);
    const lines = element?.content.split('\n') ?? [];
    const face = { font: 'Poppins', bold: false } as const;
    for (const line of lines) expect(measureText(line, face, fontSize)).toBeLessThanOrEqual(400);
    // card-render centres the lines on the element's position: the whole block is on the card.
    const height = lines.length * fontSize * LINE_HEIGHT;
    expect(MESSAGE_STYLE.y + height / 2).toBeLessThanOrEqual(CARD_SIZE.height);
    expect(MESSAGE_STYLE.y - height / 2).toBeGreaterThanOrEqual(0);
  });

  it('is a valid card for the cards API, pointing at the template, under the title the visitor chose', () => {
    const input = CardInputSchema.parse(
      modernCardInput(template, {
        templateId: 'modern',
        message: 'Hi',
        title: 'Birthday card for Sam',
      }),
    );
    expect(input.templateId).toBe('modern');
    expect(input.textFont).toBe('Poppins');
    expect(input.title).toBe('Birthday card for Sam');
  });

  it('puts a chosen picture above the message, and keeps it in the saved card', () => {
    const input = CardInputSchema.parse(
      modernCardInput(template, {
        templateId: 'modern',
        message: 'Hi',
        imageUrl: '/api/media/x',
        title: 'Birthday card for Sam',
      }),
    );
    const [, picture, message] = input.elements;
    expect(picture).toMatchObject({ type: 'image', content: '/api/media/x' });
    expect(picture!.position.y).toBeLessThan(message!.position.y);
  });

  it("reads a collaborator's card back by template id, with its headline, message and picture", () => {
    const classic: EditorTemplate = { ...template, id: 'classic', backgroundColor: '#ffffff' };
    const card = modernCardData(classic, {
      message: 'Long may you wave',
      imageUrl: '/api/media/x',
      headline: 'Ahoy!',
    });
    const draft = draftFromCard(card, [template, classic], {
      templateId: 'modern',
      message: '',
      imageUrl: null,
    });
    expect(draft).toEqual({
      templateId: 'classic',
      headline: 'Ahoy!',
      message: 'Long may you wave',
      imageUrl: '/api/media/x',
    });
  });

  it('keeps what card-editor collaborators added, replacing only its picture and message', () => {
    const photo = {
      id: 'photo',
      type: 'image' as const,
      content: '/api/media/p',
      position: { x: 100, y: 100 },
    };
    const room = {
      ...modernCardData(template, { message: 'Old words', imageUrl: '/api/media/old' }),
      cardMessage: 'Written on the back by Bo',
      textSize: 'large' as const,
    };
    room.elements = [room.elements[0]!, room.elements[1]!, photo, room.elements[2]!];
    const card = modernCardData(template, { message: 'New words', imageUrl: null }, room);
    expect(card.cardMessage).toBe('Written on the back by Bo');
    expect(card.textSize).toBe('large');
    expect(card.elements.map((e) => e.id)).toEqual(['headline', 'photo', 'message']);
    expect(card.elements[2]!.content).toBe('New words');
  });
});
