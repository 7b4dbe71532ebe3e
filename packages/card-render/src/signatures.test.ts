import { CARD_SIZE, SIGNATURE_STICKER_IDS, type SignatureRenderData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { layoutSignatures, renderSignaturePageSvg, SIGNATURE_PAGE } from './signatures.js';

const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const WORDS =
  'Happy birthday from all of us we will miss you so much at the studio good luck with everything ahead'.split(
    ' ',
  );

/** A hundred signers of every kind: short and long messages, photos, stickers, voice notes. */
export function hundredSignatures(): SignatureRenderData[] {
  return Array.from({ length: 100 }, (_, i) => ({
    id: `signature-${i}`,
    name: `Signer ${i + 1}`,
    message: Array.from(
      { length: 4 + ((i * 7) % 40) },
      (_, w) => WORDS[(i + w) % WORDS.length],
    ).join(' '),
    photoUrl: i % 5 === 0 ? PHOTO : null,
    voiceUrl: i % 7 === 0 ? '/api/media/voice-note-0001' : null,
    sticker: i % 3 === 0 ? SIGNATURE_STICKER_IDS[i % SIGNATURE_STICKER_IDS.length]! : null,
  }));
}

describe('layoutSignatures', () => {
  it('spreads 100 signatures over extra pages, every note inside its page and none overlapping', () => {
    const pages = layoutSignatures(hundredSignatures());
    expect(pages.length).toBeGreaterThan(5);
    const placed = pages.flatMap((page) => page.notes.map((note) => note.index));
    expect([...placed].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    // Order is kept but for a few later notes filling a gap: none moves far.
    placed.forEach((index, position) => expect(Math.abs(index - position)).toBeLessThan(10));
    for (const page of pages) {
      for (const note of page.notes) {
        expect(note.x).toBeGreaterThanOrEqual(SIGNATURE_PAGE.margin);
        expect(note.y).toBeGreaterThanOrEqual(SIGNATURE_PAGE.margin);
        expect(note.x + note.width).toBeLessThanOrEqual(CARD_SIZE.width - SIGNATURE_PAGE.margin);
        expect(note.y + note.height).toBeLessThanOrEqual(CARD_SIZE.height - SIGNATURE_PAGE.margin);
        const overlapping = page.notes.filter(
          (other) =>
            other !== note &&
            other.x < note.x + note.width &&
            note.x < other.x + other.width &&
            other.y < note.y + note.height &&
            note.y < other.y + other.height,
        );
        expect(overlapping).toEqual([]);
      }
      // Every page but the last is mostly filled: its shorter column reaches past two thirds.
      if (page !== pages.at(-1)) {
        const columnLefts = [...new Set(page.notes.map((note) => note.x))];
        const bottoms = columnLefts.map((left) =>
          Math.max(...page.notes.filter((n) => n.x === left).map((n) => n.y + n.height)),
        );
        expect(columnLefts).toHaveLength(SIGNATURE_PAGE.columns);
        expect(Math.min(...bottoms)).toBeGreaterThan((CARD_SIZE.height * 2) / 3);
      }
    }
  });

  it('is the same layout on every call (the browser and the server place notes alike)', () => {
    expect(layoutSignatures(hundredSignatures())).toEqual(layoutSignatures(hundredSignatures()));
  });

  it('cuts a message too long for a note with an ellipsis', () => {
    const [page] = layoutSignatures([
      {
        id: 'a',
        name: 'Long',
        message: 'word '.repeat(400),
        photoUrl: null,
        voiceUrl: null,
        sticker: null,
      },
    ]);
    const lines = page!.notes[0]!.messageLines;
    expect(lines).toHaveLength(SIGNATURE_PAGE.maxMessageLines);
    expect(lines.at(-1)).toMatch(/…$/);
  });
});

describe('renderSignaturePageSvg', () => {
  it('draws names, stickers, photos and voice notes, escaping what signers typed', () => {
    const svg = renderSignaturePageSvg(
      [
        {
          id: 'a',
          name: 'Ann <b>',
          message: 'Miss you & good luck',
          photoUrl: PHOTO,
          voiceUrl: null,
          sticker: '1f389',
        },
        {
          id: 'b',
          name: 'Bo',
          message: '',
          photoUrl: null,
          voiceUrl: '/api/media/abcdefghijkl',
          sticker: null,
        },
      ],
      { page: 0, width: 500, height: 700 },
    );
    expect(svg).toContain('— Ann &lt;b&gt;');
    expect(svg).toContain('Miss you &amp; good luck');
    expect(svg).toContain('/emoji/1f389.svg');
    expect(svg).toContain(PHOTO);
    expect(svg).toContain('Voice note');
    expect(svg).not.toContain('<b>');
  });

  it('draws a page past the last as the empty inside', () => {
    const svg = renderSignaturePageSvg([], { page: 3, width: 500, height: 700 });
    expect(svg).toContain(`fill="${SIGNATURE_PAGE.background}"`);
    expect(svg).not.toContain('<text');
  });
});
