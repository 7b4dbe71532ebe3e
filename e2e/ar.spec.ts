import { expect, test } from './fixtures.js';
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
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

/** The card's own blue, which its textures carry; a model drawn without them is white and grey. */
const CARD_BLUE = '#1d4ed8';

/** Pixels of a screenshot that are the card's blue: far more blue than red, and not pale. */
function bluePixels(png: PNG): number {
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    if (b > r + 60 && b > g + 40 && r < 150) count++;
  }
  return count;
}

test('the AR view of a card draws its textured 3D model under the site’s own headers', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', {
    title: 'In 3D',
    backgroundColor: CARD_BLUE,
    cardMessage: 'Inside the card',
    elements: [
      {
        id: 'headline',
        type: 'text',
        content: 'Happy Birthday',
        position: { x: 250, y: 200 },
        style: { fontSize: 56, color: '#ffffff' },
      },
    ],
  });
  const model = page.waitForResponse((r) => r.url().endsWith(`/api/cards/${card.id}/model.glb`));
  const answer = await page.goto(`/ar-view/${card.id}`);
  expect(answer!.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  expect((await model).status()).toBe(200);
  // Headless Chromium has no AR: the model still shows, and the camera view takes over AR's part.
  // Loading three.js and decoding the textures in software WebGL is slow on shared cores.
  await expect(page.getByTestId('card-model')).toHaveAttribute('data-support', 'no-ar', {
    timeout: 60_000,
  });
  await expect(page.getByText(/^Drag to turn the card\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start AR Preview' })).toBeVisible();

  // model-viewer draws into a canvas in its shadow root once the textures are decoded; the
  // element's screenshot is that canvas as shown.
  const viewer = page.locator('model-viewer');
  await expect(viewer).toBeVisible();
  await expect
    .poll(async () => {
      const shot = PNG.sync.read(await viewer.screenshot());
      return bluePixels(shot) / (shot.width * shot.height);
    })
    .toBeGreaterThan(0.02);
  expect(problems).toEqual([]);
});

test('the AR preview without a card shows the catalog’s sample, badged as one', async ({
  page,
}) => {
  await page.goto('/ar-preview');
  await expect(page.getByText('Sample card', { exact: true })).toBeVisible();
  await expect(page.getByText(/Showing the sample card “Cake Catastrophe”/)).toBeVisible();
  await expect(page.getByText('Your real card')).toHaveCount(0);
});
