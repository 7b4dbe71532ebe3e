import { expect, test, type Page } from './fixtures.js';
import { CARD_SIZE } from '@cardsmith/contracts';

/** The card the AI pages saved, read back through the same visitor's cookie. */
async function openedCard(page: Page) {
  await page.waitForURL(/\/editor\?card=/);
  const id = new URL(page.url()).searchParams.get('card');
  const response = await page.request.get(`/api/cards/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    cardMessage: string;
    category: string;
    elements: { type: string; content: string; position: { x: number; y: number } }[];
  };
}

test('the message page writes a message and puts it on a new card', async ({ page }) => {
  await page.goto('/ai-message');
  await page.getByLabel('Occasion').selectOption('birthday');
  await page.getByLabel('Relationship').selectOption('friend');
  await page.getByLabel('Tone').selectOption('funny');
  await page.getByLabel('Additional details (optional)').fill('Sam loves hiking');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const message = page.getByRole('blockquote');
  await expect(message).not.toBeEmpty();
  await expect(page.getByText('Written by Cardsmith’s built-in writer (offline)')).toBeVisible();
  const text = (await message.textContent())!.trim();

  await page.getByRole('button', { name: 'Put on a new card' }).click();
  const card = await openedCard(page);
  expect(card.cardMessage).toBe(text);
  expect(card.category).toBe('birthday');
  // The editor opened the new card with the message inside it.
  await expect(page.getByLabel('Message inside the card (back)')).toHaveValue(text);
});

test('the image creator paints a picture that goes on a new card', async ({ page }) => {
  await page.goto('/ai-image');
  await page.getByRole('button', { name: 'Open Image Creator' }).click();
  const creator = page.getByRole('dialog', { name: 'AI Image Creator' });
  await creator.getByRole('tab', { name: 'Ideas' }).click();
  await creator
    .getByRole('button', { name: 'A peaceful mountain lake at sunset with pine trees' })
    .click();
  await creator.getByText('Watercolor').click();
  await creator.getByRole('button', { name: 'Generate Image' }).click();

  const picture = creator.getByRole('img', { name: /Generated image/ });
  await expect(picture).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await picture.getAttribute('src'))!;
  await creator.getByRole('button', { name: 'Use This' }).click();
  await expect(creator).toBeHidden();
  await expect(page.getByText('Image ready', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your AI-generated image' })).toHaveAttribute(
    'src',
    src,
  );

  await page.getByRole('button', { name: 'Put on a new card' }).click();
  const card = await openedCard(page);
  // The picture is the front's cover, edge to edge at the top, with a headline under it.
  expect(card.elements).toEqual([
    expect.objectContaining({
      type: 'image',
      content: src,
      size: expect.objectContaining({ width: CARD_SIZE.width }),
    }),
    expect.objectContaining({ type: 'text', id: 'headline' }),
  ]);
  // The editor opened the new card with the picture on its front.
  await expect(page.locator(`svg image[href="${src}"]`).first()).toBeAttached();
});

test('the message assistant in the modern editor puts the chosen option on the card', async ({
  page,
}) => {
  await page.goto('/modern-editor?feature=ai-message');
  const assistant = page.getByRole('dialog', { name: 'AI Message Assistant' });
  await assistant.getByLabel('Occasion').selectOption('graduation');
  await assistant.getByLabel('Relationship').selectOption('student');
  await assistant.getByRole('button', { name: 'Generate Messages' }).click();

  const use = assistant.getByRole('button', { name: 'Use This Message' });
  await expect(use).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByText('3 message options created.', { exact: true })).toBeVisible();
  const options = assistant.getByRole('listitem');
  const chosen = (await options.nth(1).getByRole('button').first().textContent())!.trim();
  expect(new Set(await options.allTextContents()).size).toBe(3);
  await use.nth(1).click();

  await expect(assistant).toBeHidden();
  await expect(page.getByLabel('Your message')).toHaveValue(chosen);
  // The live preview draws the message inside the card's SVG, one <text> per wrapped line (so
  // the text content has no spaces where lines break: compare without whitespace).
  const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, '');
  const firstWords = squeeze(chosen.split(/\s+/).slice(0, 3).join(' '));
  const preview = page
    .locator('figure')
    .filter({ hasText: 'Card preview:' })
    .locator('svg')
    .first();
  await expect.poll(async () => squeeze(await preview.textContent())).toContain(firstWords);
});

test('the image creator in the card editor puts the picture on the card', async ({ page }) => {
  await page.goto('/editor');
  await page.getByRole('tab', { name: 'content' }).click();
  await page.getByRole('button', { name: 'AI image' }).click();
  const creator = page.getByRole('dialog', { name: 'AI Image Creator' });
  await creator.getByLabel('Describe your image').fill('Colourful balloons in a bright blue sky');
  await creator.getByRole('button', { name: 'View more styles' }).click();
  await creator.getByText('Anime', { exact: true }).click();
  await creator.getByRole('button', { name: 'Generate Image' }).click();
  await creator.getByRole('button', { name: 'Try Again' }).click();
  await expect(creator.getByRole('img', { name: /Generated image/ })).toBeVisible({
    timeout: 20_000,
  });
  const src = (await creator.getByRole('img', { name: /Generated image/ }).getAttribute('src'))!;
  await creator.getByRole('button', { name: 'Perfect!' }).click();

  await expect(creator).toBeHidden();
  await expect(page.locator(`svg image[href="${src}"]`).first()).toBeAttached();
});

test('the image creator in the modern editor puts the picture on the exported card', async ({
  page,
}) => {
  await page.goto('/modern-editor');
  await page.getByRole('tab', { name: 'AI Tools' }).click();
  await page.getByRole('button', { name: 'Generate AI Image' }).click();
  const creator = page.getByRole('dialog', { name: 'AI Image Creator' });
  await creator.getByLabel('Describe your image').fill('A birthday cake with candles and stars');
  await creator.getByRole('button', { name: 'Generate Image' }).click();
  const picture = creator.getByRole('img', { name: /Generated image/ });
  await expect(picture).toBeVisible({ timeout: 20_000 });
  const src = (await picture.getAttribute('src'))!;
  await creator.getByRole('button', { name: 'Use This' }).click();

  await expect(creator).toBeHidden();
  await expect(page.locator(`figure svg image[href="${src}"]`)).toBeAttached();
  // Export saves the card: the picture is one of its elements on the server too.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Card' }).click();
  const naming = page.getByRole('dialog', { name: 'Name your card' });
  await naming.getByLabel('Card title').fill('Cake and candles');
  await naming.getByRole('button', { name: 'Save and continue' }).click();
  await download;
  const cardId = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cardsmith:modern-editor:card-id')!),
  );
  const saved = await (await page.request.get(`/api/cards/${cardId}`)).json();
  expect(saved.title).toBe('Cake and candles');
  expect(saved.elements).toContainEqual(expect.objectContaining({ type: 'image', content: src }));
});

test('the test page answers a prompt', async ({ page }) => {
  await page.goto('/test-ai');
  await page.getByLabel('Prompt').fill('Write a heartfelt thank-you message for my neighbor');
  await page.getByRole('button', { name: 'Generate Message' }).click();
  await expect(page.getByRole('region', { name: 'Result' })).toContainText(/\w{3,}/);
  await expect(page.getByRole('alert')).toBeEmpty();
});
