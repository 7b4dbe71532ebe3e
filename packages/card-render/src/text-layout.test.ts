import { CARD_FONTS, CARD_LIMITS, CARD_SIZE, TEXT_SIZE_PX } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { BACK_PADDING, layoutMessage, MIN_MESSAGE_SIZE_PX } from './back.js';
import { ELLIPSIS, fitText, LINE_HEIGHT, measureText, wrapText } from './text-layout.js';

const regular = { font: 'Poppins', bold: false } as const;
const innerWidth = CARD_SIZE.width - 2 * BACK_PADDING;
const innerHeight = CARD_SIZE.height - 2 * BACK_PADDING;

describe('measureText', () => {
  it('uses the fonts’ real advances: Arial’s stand-in is narrower than Poppins, bold is wider', () => {
    const text = 'Happy birthday, dear friend';
    const arial = measureText(text, { font: 'Arial', bold: false }, 16);
    expect(arial).toBeLessThan(measureText(text, regular, 16));
    expect(measureText(text, { font: 'Arial', bold: true }, 16)).toBeGreaterThan(arial);
    expect(measureText('iiii', regular, 16)).toBeLessThan(measureText('WWWW', regular, 16));
  });

  it('scales linearly with the font size and counts wide scripts as one em', () => {
    expect(measureText('abc', regular, 32)).toBeCloseTo(2 * measureText('abc', regular, 16));
    expect(measureText('你好', regular, 20)).toBe(40);
  });

  it('counts an emoji, a ZWJ family or a flag included, as one picture’s advance', () => {
    expect(measureText('🎂', regular, 20)).toBeCloseTo(24);
    expect(measureText('👨‍👩‍👧🇫🇷', regular, 20)).toBeCloseTo(48);
  });

  it('measures Arabic, Hebrew and Devanagari with their Noto fonts’ advances', () => {
    for (const word of ['مرحبا', 'שלום', 'नमस्ते']) {
      const width = measureText(word, regular, 20);
      expect(width).toBeGreaterThan(20);
      expect(width).toBeLessThan([...word].length * 20);
    }
  });
});

describe('wrapText', () => {
  it('breaks between words and keeps paragraphs and blank lines', () => {
    const lines = wrapText('one two three four\n\nfive', regular, 18, 100);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(-2)).toEqual(['', 'five']);
    for (const line of lines) expect(measureText(line, regular, 18)).toBeLessThanOrEqual(100);
  });

  it('breaks a word longer than the line between characters', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(4);
    const lines = wrapText(`a ${word} b`, regular, 24, innerWidth);
    expect(lines[0]).toBe('a');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('').replaceAll(' ', '')).toBe(`a${word}b`);
    for (const line of lines)
      expect(measureText(line, regular, 24)).toBeLessThanOrEqual(innerWidth);
  });

  it('breaks a line of emoji between pictures, never inside a sequence', () => {
    const family = '👨‍👩‍👧';
    const lines = wrapText(family.repeat(12), regular, 24, 100);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.split(family).join('')).toBe('');
  });

  it('is deterministic', () => {
    const text = 'The same words wrap at the same places every time they are laid out.';
    expect(wrapText(text, regular, 18, 200)).toEqual(wrapText(text, regular, 18, 200));
  });
});

describe('layoutMessage', () => {
  it('keeps a short message at its chosen size', () => {
    expect(layoutMessage('Hello there', 'Lato', TEXT_SIZE_PX.xlarge).fontSize).toBe(32);
  });

  it.each(CARD_FONTS)('fits the longest allowed message inside the card in %s', (font) => {
    const message = 'Many happy returns of the day! '.repeat(80).slice(0, CARD_LIMITS.messageMax);
    const { fontSize, lines } = layoutMessage(message, font, TEXT_SIZE_PX.xlarge);
    expect(fontSize).toBeLessThan(TEXT_SIZE_PX.xlarge);
    expect(fontSize).toBeGreaterThanOrEqual(MIN_MESSAGE_SIZE_PX);
    expect(lines.length * fontSize * LINE_HEIGHT).toBeLessThanOrEqual(innerHeight);
    const face = { font, bold: false };
    for (const line of lines)
      expect(measureText(line, face, fontSize)).toBeLessThanOrEqual(innerWidth);
  });
});

describe('fitText', () => {
  const bold = { font: 'Playfair Display', bold: true } as const;
  const box = { fontSize: 46, minFontSize: 12, maxWidth: 420, maxLines: 2 };

  it('keeps a short headline on one line at its full size', () => {
    expect(fitText('Thank You', bold, box)).toEqual({ fontSize: 46, lines: ['Thank You'] });
  });

  it('wraps a longer headline at words, within two lines and the width', () => {
    const { fontSize, lines } = fitText('Congratulations on Your Wedding', bold, box);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.join(' ')).toBe('Congratulations on Your Wedding');
    for (const line of lines) expect(measureText(line, bold, fontSize)).toBeLessThanOrEqual(420);
  });

  it('shrinks a headline too long for two lines until it fits them, a px at a time', () => {
    const text = 'Happy seventieth birthday to the most wonderful grandmother anywhere';
    const { fontSize, lines } = fitText(text, bold, box);
    expect(fontSize).toBeLessThan(46);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(text);
    // One px larger would need a third line: it is the largest size that fits.
    expect(wrapText(text, bold, fontSize + 1, 420).length).toBeGreaterThan(2);
  });

  it('stops at the smallest size when nothing fits, and honours a height limit', () => {
    const endless = 'word '.repeat(400);
    expect(fitText(endless, bold, box).fontSize).toBe(12);
    const { fontSize, lines } = fitText(endless, regular, {
      fontSize: 22,
      minFontSize: 8,
      maxWidth: 400,
      maxHeight: 272,
    });
    expect(fontSize).toBeLessThan(22);
    expect(lines.length * fontSize * LINE_HEIGHT).toBeLessThanOrEqual(272);
  });
});

describe('fitText in a box with an ellipsis', () => {
  const face = { font: 'Poppins', bold: false } as const;
  const box = { fontSize: 40, minFontSize: 14, maxWidth: 200, maxHeight: 80, ellipsis: true };

  it('keeps text that fits at the largest size whole', () => {
    expect(fitText('Hi there', face, box)).toEqual({ fontSize: 40, lines: ['Hi there'] });
  });

  it('shrinks until the lines fit the box’s height', () => {
    const { fontSize, lines, truncated } = fitText('Happy birthday to you, Sam', face, box);
    expect(truncated).toBeUndefined();
    expect(fontSize).toBeLessThan(40);
    expect(lines.length * fontSize * LINE_HEIGHT).toBeLessThanOrEqual(80);
  });

  it('cuts text that does not fit even at the smallest size and ends it with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const { fontSize, lines, truncated } = fitText(text, face, { ...box, maxLines: 2 });
    expect(fontSize).toBe(14);
    expect(truncated).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith(ELLIPSIS)).toBe(true);
    for (const line of lines) expect(measureText(line, face, 14)).toBeLessThanOrEqual(200);
  });

  it('keeps as many lines as the height holds when that is fewer than the line limit', () => {
    const text = 'word '.repeat(60).trim();
    const { lines } = fitText(text, face, { ...box, maxLines: 10 });
    expect(lines).toHaveLength(Math.floor(80 / (14 * LINE_HEIGHT)));
  });

  it('lets text overflow instead when the ellipsis is off', () => {
    const text = 'word '.repeat(60).trim();
    const { lines, truncated } = fitText(text, face, { ...box, ellipsis: false });
    expect(truncated).toBeUndefined();
    expect(lines.join(' ')).toBe(text);
  });

  it('shortens one long word to fit with its ellipsis', () => {
    const { lines } = fitText('Supercalifragilisticexpialidocious', face, {
      ...box,
      maxWidth: 60,
      maxLines: 1,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith(ELLIPSIS)).toBe(true);
    expect(measureText(lines[0]!, face, 14)).toBeLessThanOrEqual(60);
  });
});
