import { describe, expect, it } from 'vitest';
import { CardInputSchema, CardElementSchema, PreviewQuerySchema } from './cards.js';
import { CARD_DEFAULTS } from './constants.js';

const text = (over: Record<string, unknown> = {}) => ({
  id: 'e1',
  type: 'text',
  content: 'Happy birthday',
  position: { x: 250, y: 350 },
  ...over,
});

describe('CardInputSchema', () => {
  it("fills the spec's defaults for an empty card", () => {
    const card = CardInputSchema.parse({});
    expect(card).toMatchObject({
      title: 'My Greeting Card',
      category: 'birthday',
      backgroundColor: '#ffffff',
      textFont: 'Poppins',
      textSize: 'medium',
      cardMessage: '',
      elements: [],
      templateId: null,
      frameId: null,
    });
    expect(card.title).toBe(CARD_DEFAULTS.title);
  });

  it('ignores userId: the owner is always the visitor', () => {
    expect(CardInputSchema.parse({ userId: 1 }).userId).toBeUndefined();
  });

  it('normalises colours and rejects anything but #rrggbb', () => {
    expect(CardInputSchema.parse({ backgroundColor: '#FFAA00' }).backgroundColor).toBe('#ffaa00');
    for (const bad of ['red', '#fff', 'url(x)', '#ggggggg', 12]) {
      expect(CardInputSchema.safeParse({ backgroundColor: bad }).success).toBe(false);
    }
  });

  it('rejects unknown text sizes and fonts, naming the field', () => {
    const result = CardInputSchema.safeParse({ textSize: 'huge', textFont: 'Comic Sans' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['textSize', 'textFont']));
  });

  it('bounds titles, messages and the number of elements', () => {
    expect(CardInputSchema.safeParse({ title: 'x'.repeat(121) }).success).toBe(false);
    expect(CardInputSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(CardInputSchema.safeParse({ cardMessage: 'x'.repeat(2001) }).success).toBe(false);
    const many = Array.from({ length: 61 }, (_, i) => text({ id: `e${i}` }));
    expect(CardInputSchema.safeParse({ elements: many }).success).toBe(false);
  });

  it('refuses NUL characters, which Postgres cannot store', () => {
    expect(CardInputSchema.safeParse({ title: 'a\u0000b' }).success).toBe(false);
    expect(CardInputSchema.safeParse({ cardMessage: '\u0000' }).success).toBe(false);
  });

  it('requires element ids to be unique', () => {
    expect(CardInputSchema.safeParse({ elements: [text(), text()] }).success).toBe(false);
  });
});

describe('CardElementSchema', () => {
  it('accepts a text element with style', () => {
    const parsed = CardElementSchema.parse(
      text({
        style: {
          fontFamily: 'Arial',
          fontSize: 16,
          color: '#000000',
          italic: true,
          textAlign: 'center',
        },
      }),
    );
    expect(parsed.type).toBe('text');
  });

  it('rejects positions that are not finite numbers', () => {
    for (const x of [Number.NaN, Number.POSITIVE_INFINITY, '10', null, 1e9]) {
      expect(CardElementSchema.safeParse(text({ position: { x, y: 1 } })).success).toBe(false);
    }
  });

  it('accepts our own and https image links but never javascript: or data:', () => {
    const image = (content: string) => ({
      id: 'i',
      type: 'image',
      content,
      position: { x: 1, y: 1 },
      size: { width: 10, height: 10 },
    });
    expect(CardElementSchema.safeParse(image('/api/media/abcdefghijkl')).success).toBe(true);
    expect(CardElementSchema.safeParse(image('https://example.com/a.png')).success).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example/a.png',
      'ftp://x',
    ]) {
      expect(CardElementSchema.safeParse(image(bad)).success).toBe(false);
    }
  });

  it('rejects sizes that are zero, negative or huge', () => {
    for (const width of [0, -5, 1e6]) {
      expect(CardElementSchema.safeParse(text({ size: { width, height: 10 } })).success).toBe(
        false,
      );
    }
  });
});

describe('PreviewQuerySchema', () => {
  it('rounds a width up to the next preview width, so few distinct renders exist', () => {
    const widthOf = (width: string) => PreviewQuerySchema.parse({ width }).width;
    expect([100, 250, 251, 640, 1000, 1001, 2000].map((w) => widthOf(String(w)))).toEqual([
      250, 250, 500, 750, 1000, 1500, 2000,
    ]);
    expect(PreviewQuerySchema.parse({}).width).toBe(1000);
  });
});
