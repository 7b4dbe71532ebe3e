import { expect, test, type Locator } from './fixtures.js';

/**
 * Starts the (muted) video and waits until it has decoded a frame to show: readyState
 * HAVE_CURRENT_DATA (2) or more. A video the browser cannot decode reports its error instead.
 */
async function expectPlayable(video: Locator): Promise<void> {
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
  });
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) =>
        element.error ? `error ${element.error.code}` : element.readyState,
      ),
    )
    .toBeGreaterThanOrEqual(2);
}

test('a video card is rendered for real and plays on the recipient page', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto('/video-cards');
  await page.getByRole('button', { name: 'Create Video Card' }).click();
  await expect(page.getByText('Title is required to create your video card')).toBeVisible();

  await page.getByLabel(/Card title/).fill('Just for you');
  await page.getByLabel('Message').fill('Thinking of you today.');
  // The occasion brings its templates to the gallery's first pages; the title typed stays.
  await page
    .getByRole('radiogroup', { name: 'Occasion' })
    .getByRole('radio', { name: 'Just Because' })
    .click();
  await expect(page.getByLabel(/Card title/)).toHaveValue('Just for you');
  const firstShown = page.getByRole('list', { name: 'Video templates' }).getByRole('button');
  await expect(firstShown.first()).toContainText('Just Because');

  // A bed is heard before it is chosen: its preview really plays.
  const music = page.getByRole('radiogroup', { name: 'Music' });
  await music.getByRole('button', { name: 'Preview Festive' }).click();
  await expect(music.getByRole('button', { name: 'Preview Festive' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The service draws a preview on its first request (one ffmpeg run): a busy machine is slow.
  await expect
    .poll(
      () =>
        page.getByTestId('music-preview-audio').evaluate((element: HTMLAudioElement) => ({
          error: element.error?.code ?? null,
          decoded: element.readyState >= 2,
          source: new URL(element.currentSrc).pathname,
        })),
      { timeout: 90_000 },
    )
    .toEqual({ error: null, decoded: true, source: '/api/video/music/festive/preview.m4a' });
  await music.getByRole('button', { name: 'Preview Festive' }).click();
  await music.getByRole('radio', { name: /Gentle/ }).click();
  await expect(music.getByRole('radio', { name: /Gentle/ })).toBeChecked();

  // The shortest template, 3 s, is on the gallery's last page of Just Because templates.
  const sparkle = page.getByRole('button', { name: /Just a Sparkle/ });
  const gallery = page.getByRole('list', { name: 'Video templates' });
  while (!(await sparkle.isVisible())) {
    // Each page's two thumbnails are drawn before the next page is asked for.
    await expect
      .poll(() =>
        gallery
          .locator('img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images.every((image) => image.complete && image.naturalWidth > 0),
          ),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Next templates' }).click();
  }
  await sparkle.click();
  // The address names the card too (?cardId=…), for the gateway's check of the visitor's role.
  const created = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/video/create-card',
  );
  await page.getByRole('button', { name: 'Create Video Card' }).click();
  const form = (await created).postData() ?? '';
  expect(form).toMatch(/name="occasion"\r\n\r\nJust Because\r\n/);
  expect(form).toMatch(/name="music"\r\n\r\ngentle\r\n/);
  await expect(page.getByRole('progressbar', { name: 'Creating your video card' })).toBeVisible();

  const made = page.locator('video[aria-label="Your video card"]');
  await expect(made).toBeVisible({ timeout: 180_000 });
  await expectPlayable(made);

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share your video card' });
  const link = await share.getByRole('textbox', { name: 'Video card link' }).inputValue();
  expect(link).toMatch(/\/cards\/[A-Za-z0-9_-]+$/);

  // The recipient is someone else: a browser of their own.
  const recipient = await browser.newPage();
  try {
    await recipient.goto(link);
    await recipient.getByRole('button', { name: /^Open/ }).click();
    await expect(recipient.getByText(/^A video card for you · 0:03$/)).toBeVisible();
    await expectPlayable(recipient.locator('video[aria-label="Video card"]'));
  } finally {
    await recipient.close();
  }
});
