import { expect, test, type Page } from './fixtures.js';

// Chromium's fake microphone (a beeping tone) answers getUserMedia without a permission prompt.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

async function openedCardId(page: Page): Promise<string> {
  await page.waitForURL(/\/editor\?card=/);
  return new URL(page.url()).searchParams.get('card')!;
}

/**
 * The element's length in seconds. A MediaRecorder WebM states none, so the browser reports
 * Infinity until it has seen the end: seeking far past it makes it find the real length.
 */
async function audioDuration(page: Page): Promise<number> {
  return page
    .locator('audio')
    .first()
    .evaluate(async (element: HTMLAudioElement) => {
      if (element.readyState < 1) {
        await new Promise((resolve) =>
          element.addEventListener('loadedmetadata', resolve, { once: true }),
        );
      }
      if (!Number.isFinite(element.duration)) {
        const known = new Promise((resolve) =>
          element.addEventListener('durationchange', resolve, { once: true }),
        );
        element.currentTime = 1e9;
        await known;
      }
      return element.duration;
    });
}

test('a 3-second recording goes on a card and the recipient can play it', async ({
  page,
  browser,
}) => {
  await page.goto('/voice-messages');
  await page.getByRole('button', { name: /Record \(up to 30 s\)/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Record a voice message' });
  await sheet.getByRole('button', { name: 'Start' }).click();
  await expect(sheet.getByTestId('recorder-timer')).toHaveText('0:03 / 0:30');
  await sheet.getByRole('button', { name: 'Stop' }).click();
  await expect(sheet.getByTestId('recorder-status')).toHaveText('recorded');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(/^Recording · 0:0[34]$/)).toBeVisible();

  await page.getByRole('button', { name: 'Put on a new card' }).click();
  const id = await openedCardId(page);
  const card = await (await page.request.get(`/api/cards/${id}`)).json();
  expect(card.voiceMessage).toMatchObject({ source: 'recording' });
  expect(card.voiceMessage.durationSeconds).toBeGreaterThan(2);

  // The recipient is someone else: a browser of their own.
  const recipient = await browser.newPage();
  try {
    await recipient.goto(new URL(`/cards/${id}`, page.url()).href);
    await recipient.getByRole('button', { name: /^Open/ }).click();
    await expect(recipient.getByText(/^A voice message for you · 0:0[34]$/)).toBeVisible();
    expect(await audioDuration(recipient)).toBeGreaterThan(2);
  } finally {
    await recipient.close();
  }
});

test('text-to-speech voices a message offline and it can be downloaded', async ({ page }) => {
  await page.goto('/voice-messages');
  await page.getByRole('button', { name: 'Generate Voice' }).click();
  await expect(
    page.getByText('Please enter text for the voice message', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Text to speak').fill('Happy birthday, Sam! Have a wonderful day.');
  await page.getByLabel('Voice').selectOption('nova');
  await page.getByRole('button', { name: 'Generate Voice' }).click();
  await expect(page.getByText('Voiced by Cardsmith’s built-in voice (offline)')).toBeVisible();
  expect(await audioDuration(page)).toBeGreaterThan(1);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^voice-message/);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your voice message will play here.')).toBeVisible();
});

test('an uploaded file that is not audio is refused', async ({ page }) => {
  await page.goto('/voice-messages');
  await page.locator('input[type=file]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not audio'),
  });
  await expect(page.getByText('Please upload an audio file', { exact: true })).toBeVisible();
});
