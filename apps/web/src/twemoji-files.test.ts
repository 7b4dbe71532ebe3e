import { EMOJI_PATH, twemojiName } from '@cardsmith/card-render';
import { expect, it } from 'vitest';
import { EMOJI_URL_PATH, twemojiFiles } from '../vite-twemoji.js';

it('serves the Twemoji files where card-render links its emoji pictures', () => {
  expect(`${EMOJI_URL_PATH}/`).toBe(EMOJI_PATH);
});

it('copies every Twemoji file into the build under that path', async () => {
  const emitted: string[] = [];
  const plugin = twemojiFiles();
  const generateBundle = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
  await generateBundle.call({
    emitFile: ({ fileName }: { fileName: string }) => emitted.push(fileName),
  });
  expect(emitted.length).toBeGreaterThan(3700);
  for (const emoji of ['🎂', '🎉', '👨‍👩‍👧', '❤️']) {
    expect(emitted).toContain(`${EMOJI_PATH.slice(1)}${twemojiName(emoji)}.svg`);
  }
});
