import { expect, test, type Page } from './fixtures.js';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test('footer links show a focus ring of at least 3:1 against the dark footer', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' });
  await link.focus();
  const { focusVisible, ratio } = await link.evaluate((element) => {
    // Tailwind's colours are oklch(); a canvas turns any CSS colour into sRGB to measure.
    const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const luminance = (color: string) => {
      probe.fillStyle = color;
      probe.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = [...probe.getImageData(0, 0, 1, 1).data].map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ring = luminance(getComputedStyle(element).outlineColor);
    const ground = luminance(getComputedStyle(element.closest('footer')!).backgroundColor);
    return {
      focusVisible: element.matches(':focus-visible'),
      ratio: (Math.max(ring, ground) + 0.05) / (Math.min(ring, ground) + 0.05),
    };
  });
  expect(focusVisible).toBe(true);
  expect(ratio).toBeGreaterThanOrEqual(3);
});

test('build a card, save and share it, and open the link in a new browser', async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  await page.goto('/editor');

  await page.getByRole('tab', { name: 'content' }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  const text = page.getByLabel('Text', { exact: true });
  await text.fill('Happy birthday, Ana!');
  const element = page.getByRole('button', { name: 'Text: Happy birthday, Ana!' });
  await expect(element).toBeVisible();
  await element.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');

  await page.getByRole('tab', { name: 'design' }).click();
  await page.getByRole('button', { name: /Golden Borders/ }).click();
  await expect(page.getByRole('button', { name: /Golden Borders/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Save and Share' }).click();
  // A new card is named once, with a title suggested from its occasion and recipient.
  const naming = page.getByRole('dialog', { name: 'Name your card' });
  await naming.getByLabel('Who is it for? (optional)').fill('Ana');
  await expect(naming.getByLabel('Card title')).toHaveValue('Birthday card for Ana');
  await naming.getByRole('button', { name: 'Save and Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Your card is saved' })).toBeVisible();
  await expect(page.getByLabel('Card link')).toHaveValue(/\/cards\//);
  const link = await page.getByLabel('Card link').inputValue();
  expect(link).toMatch(/\/cards\/[A-Za-z0-9_-]{10,64}$/);
  const cardId = link.split('/').pop()!;

  const saved = await (await page.request.get(`/api/cards/${cardId}`)).json();
  expect(saved.frameId).toBe('golden-borders');
  expect(saved.title).toBe('Birthday card for Ana');
  expect(saved.elements).toHaveLength(1);
  expect(saved.elements[0]).toMatchObject({ type: 'text', content: 'Happy birthday, Ana!' });
  expect(saved.elements[0].position.x).toBeGreaterThan(250);
  expect(errors).toEqual([]);

  const stranger = await browser.newContext();
  const recipient = await stranger.newPage();
  const recipientErrors = collectErrors(recipient);
  const response = await recipient.goto(new URL(link).pathname);
  expect(response?.status()).toBe(200);
  await recipient.getByRole('button', { name: 'Open your card' }).click();
  await expect(
    recipient.locator('svg text', { hasText: 'Happy birthday, Ana!' }).first(),
  ).toBeAttached();
  const seen = await (await recipient.request.get(`/api/cards/${cardId}`)).json();
  expect(seen.isOwner).toBe(false);
  expect(seen.elements).toEqual(saved.elements);
  expect(recipientErrors).toEqual([]);
  await stranger.close();
});

test('on a phone the compact card stays in view above the tools sheet while a tool is used', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/editor?category=wedding');
  const card = page.getByTestId('card-flipper');
  const tools = page.getByRole('region', { name: 'Editing tools' });
  await expect(card.locator('svg text').first()).toContainText('Congratulations');

  /** The card is wholly on screen and clear of the sheet. */
  async function expectCardInView() {
    const [cardBox, toolsBox] = [await card.boundingBox(), await tools.boundingBox()];
    expect(cardBox && toolsBox).toBeTruthy();
    expect(cardBox!.y).toBeGreaterThanOrEqual(0);
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(toolsBox!.y);
    expect(toolsBox!.y + toolsBox!.height).toBeLessThanOrEqual(844 + 1);
  }
  await expectCardInView();

  // A tool far down the sheet: the sheet scrolls, the page and the card do not.
  await tools.getByRole('tab', { name: 'content' }).tap();
  await tools.getByRole('button', { name: 'Add text' }).tap();
  await tools.getByLabel('Text', { exact: true }).fill('See you at the party');
  await expect(card.locator('svg text', { hasText: 'See you at the party' })).toBeAttached();
  await expectCardInView();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Folding the sheet gives the card the screen.
  const before = (await card.boundingBox())!.height;
  await page.getByRole('button', { name: 'Hide tools' }).tap();
  await expect(tools).toBeHidden();
  await expect.poll(async () => (await card.boundingBox())!.height).toBeGreaterThan(before);
  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone the modern editor keeps its card above the tools sheet while the headline is typed', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/modern-editor?category=wedding');
  const preview = page.getByRole('region', { name: 'Live preview' });
  const card = preview.locator('svg').first();
  const tools = page.getByRole('region', { name: 'Editing tools' });
  await expect(card.locator('text').first()).toContainText('Congratulations');
  await tools.getByLabel('Headline').fill('Cheers, Sam!');
  await expect(card.locator('text').first()).toHaveText('Cheers, Sam!');
  const [cardBox, toolsBox] = [await card.boundingBox(), await tools.boundingBox()];
  expect(cardBox!.y).toBeGreaterThanOrEqual(0);
  expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(toolsBox!.y);
  expect(errors).toEqual([]);
  await context.close();
});
