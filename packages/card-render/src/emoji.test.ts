import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitEmoji, twemojiName } from './emoji.js';

const twemojiDir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
const names = (text: string) => splitEmoji(text).map((piece) => piece.emoji ?? piece.text);

describe('splitEmoji', () => {
  it('finds each emoji between runs of text', () => {
    expect(names('Happy Birthday 🎂🎉!')).toEqual(['Happy Birthday ', '1f382', '1f389', '!']);
  });

  it('keeps ZWJ sequences, skin tones, flags and keycaps whole', () => {
    expect(names('👨‍👩‍👧👍🏽🇫🇷1️⃣')).toEqual([
      '1f468-200d-1f469-200d-1f467',
      '1f44d-1f3fd',
      '1f1eb-1f1f7',
      '31-20e3',
    ]);
  });

  it('draws a heart with or without the emoji selector, and © ™ and digits as text', () => {
    expect(names('❤️ ♥ ❤')).toEqual(['2764', ' ', '2665', ' ', '2764']);
    expect(names('© 2026 Sam™ #1')).toEqual(['© 2026 Sam™ #1']);
    expect(names('☺︎')).toEqual(['☺︎']);
  });

  it('gives no pieces for empty text', () => {
    expect(splitEmoji('')).toEqual([]);
  });
});

describe('twemojiName', () => {
  it.each(['🎂', '🎉', '❤️', '👨‍👩‍👧', '👍🏽', '🇫🇷', '1️⃣', '🏳️‍🌈', '👩🏾‍💻'])(
    'names a file @twemoji/svg ships for %s',
    (emoji) => {
      expect(existsSync(join(twemojiDir, `${twemojiName(emoji)}.svg`))).toBe(true);
    },
  );
});
