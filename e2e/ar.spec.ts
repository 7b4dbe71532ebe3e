import { expect, test } from './fixtures.js';
import { readFile } from 'node:fs/promises';
import { postAs } from './page-api.js';

// Chromium's fake camera (a moving test pattern) answers getUserMedia without a prompt.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

test('the AR preview puts the card over the camera and a capture downloads a JPEG', async ({
  page,
}) => {
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'In the room' });
  await page.goto(`/ar-preview?card=${card.id}`);
  await page.getByRole('button', { name: 'Start AR Preview' }).click();
  await expect(page.locator('canvas[data-card-ready="true"]')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Screenshot' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ar-greeting-card-\d+\.jpg$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  await expect(page.getByRole('img', { name: 'Your card in the room' })).toBeVisible();
  await page.getByRole('button', { name: 'Retake' }).click();
  await expect(page.getByRole('button', { name: 'Screenshot' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share AR view' })).toBeVisible();
});

test('the AR view of a card loads its 3D model and, without AR, offers the camera', async ({
  page,
}) => {
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'In 3D' });
  const model = page.waitForResponse((r) => r.url().endsWith(`/api/cards/${card.id}/model.glb`));
  await page.goto(`/ar-view/${card.id}`);
  expect((await model).status()).toBe(200);
  // Headless Chromium has no AR: the model still shows, and the camera view takes over AR's part.
  await expect(page.getByTestId('card-model')).toHaveAttribute('data-support', 'no-ar');
  await expect(page.getByRole('button', { name: 'Start AR Preview' })).toBeVisible();
});
