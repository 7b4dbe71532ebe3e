import { expect, test, type Page } from './fixtures.js';
import { postAs } from './page-api.js';

interface Made {
  id: string;
  shareUrl: string;
}

/**
 * Creates a card, asks for its link, records a share as Copy link in the share tab does and
 * switches on "Show in the public gallery", through the API from the page (with its visitor
 * cookie). The switch is what lists the card in trending; a share alone does not.
 */
async function makeAndShare(page: Page, title: string): Promise<Made> {
  const card = await postAs<{ id: string }>(page, '/api/cards', {
    title,
    category: 'birthday',
    templateId: 'funny2',
    frameId: 'party-streamers',
    cardMessage: 'Happy birthday! The cake is on me this year.',
    elements: [
      {
        id: 'heading',
        type: 'text',
        content: 'Happy Birthday!',
        position: { x: 250, y: 120 },
        style: { fontFamily: 'Pacifico', fontSize: 44, color: '#9f1239' },
      },
    ],
  });
  const link = await postAs<{ shareUrl: string }>(page, '/api/cards/share-link', {
    cardId: card.id,
  });
  await postAs(page, `/api/cards/${card.id}/share`, { platform: 'link' });
  const shown = await page.request.put(`/api/cards/${card.id}/public-gallery`, {
    data: { showInPublicGallery: true },
  });
  expect(shown.ok()).toBe(true);
  return { id: card.id, shareUrl: link.shareUrl };
}

async function trendingIds(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/cards/trending');
  expect(res.ok()).toBe(true);
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.trendingCards.map((c: { id: string }) => c.id);
}

test('a shared card opens for its recipient, who likes it and lifts it in trending', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const older = await makeAndShare(page, 'E2E older card');
  const card = await makeAndShare(page, 'E2E liked card');
  expect(card.shareUrl).toMatch(new RegExp(`/cards/${card.id}$`));

  const before = await trendingIds(page);
  // Neither has likes or views yet: the newer one is listed first.
  expect(before.indexOf(card.id)).toBeGreaterThanOrEqual(0);
  expect(before.indexOf(older.id)).toBeGreaterThan(before.indexOf(card.id));
  expect(before).toContain('example-birthday-cake');

  const recipient = await browser.newContext();
  const theirPage = await recipient.newPage();
  const errors: string[] = [];
  theirPage.on('pageerror', (error) => errors.push(error.message));
  const response = await theirPage.goto(older.shareUrl);
  expect(response?.status()).toBe(200);
  await theirPage.getByRole('button', { name: 'Open your card' }).click();
  const flip = theirPage.getByRole('button', { name: 'Flip the card to read the message' });
  await expect(flip.locator('svg').first()).toBeVisible();
  await flip.click();
  await expect(theirPage.getByTestId('card-back')).toContainText('The cake is on me');
  const like = theirPage.getByRole('button', { name: /^Like/ });
  await like.click();
  await expect(theirPage.getByRole('button', { name: /^Liked/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(theirPage.getByRole('link', { name: 'Create your own card' })).toHaveAttribute(
    'href',
    '/editor',
  );
  expect(errors).toEqual([]);

  const after = await trendingIds(theirPage);
  expect(after.indexOf(older.id)).toBe(0);
  expect(after.indexOf(older.id)).toBeLessThan(after.indexOf(card.id));
  await recipient.close();
});

test('a link-preview bot finds the Open Graph tags and a real PNG without running scripts', async ({
  page,
  playwright,
}) => {
  await page.goto('/');
  const card = await makeAndShare(page, 'Unfurl me <please> & thanks');
  const bot = await playwright.request.newContext();
  const res = await bot.get(card.shareUrl, {
    headers: { accept: '*/*', 'user-agent': 'TelegramBot (like TwitterBot)' },
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toBe('Unfurl me &lt;please&gt; &amp; thanks');
  expect(meta('og:url')).toBe(card.shareUrl);
  expect(meta('og:description')).toMatch(/Birthday card/);
  expect(meta('twitter:card')).toBe('summary_large_image');
  const image = meta('og:image')!;
  expect(image.startsWith(new URL(card.shareUrl).origin)).toBe(true);

  const png = await bot.get(image.replaceAll('&amp;', '&'));
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const body = await png.body();
  expect(body.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(meta('og:image:width')).toBe('1200');
  expect(meta('og:image:height')).toBe('630');
  expect(meta('twitter:image')).toBe(image);
  expect(body.length).toBeGreaterThan(10_000);
  await bot.dispose();
});

test('a deleted or unknown card shows a friendly not-found state with status 404', async ({
  page,
}) => {
  const response = await page.goto('/cards/no-such-card-0000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find this card' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your own card' })).toBeVisible();
});
