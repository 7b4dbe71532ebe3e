import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { expect, test, type Locator, type Page } from './fixtures.js';
import { postAs } from './page-api.js';

/**
 * Text in the card's element positions: emoji, Chinese with Arabic, Hebrew and Devanagari. The
 * browser draws the recipient page's card with the self-hosted fonts and Twemoji files; the
 * cards service draws preview.png with the same files through resvg.
 */
const LINES = ['Happy Birthday 🎂🎉', '你好 مرحبا', 'שלום नमस्ते'];

/** A drawing that differs from the browser's in more of its pixels than this is not the same card. */
const MAX_DIFFERENT = 0.01;

async function makeCard(page: Page, lines: readonly string[]): Promise<string> {
  const card = await postAs<{ id: string }>(page, '/api/cards', {
    title: 'E2E world scripts',
    category: 'birthday',
    cardMessage: 'With love 💐',
    elements: lines.map((content, i) => ({
      id: `line-${i}`,
      type: 'text',
      content,
      position: { x: 250, y: 200 + i * 150 },
      style: { fontFamily: 'Poppins', fontSize: 48, color: '#1f2937' },
    })),
  });
  return card.id;
}

/** The front of the card on its recipient page, once its fonts and emoji pictures are in. */
async function openFront(page: Page, id: string): Promise<Locator> {
  await page.goto(`/cards/${id}`);
  await page.getByRole('button', { name: 'Open your card' }).click();
  const front = page.locator('[data-side] > div').first();
  await expect(front.locator('svg')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // An SVG <image> has no load state to read: its file has arrived once it has a resource timing.
  await expect
    .poll(() =>
      front.evaluate((el) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        return [...el.querySelectorAll('image')].every((image) =>
          loaded.includes(new URL(image.getAttribute('href') ?? '', location.href).href),
        );
      }),
    )
    .toBe(true);
  return front;
}

/** Draws preview.png in place of the inline SVG, at the same size, and photographs it. */
async function previewPngIn(front: Locator, id: string): Promise<Buffer> {
  await front.evaluate(
    (el, src) =>
      new Promise<void>((resolve, reject) => {
        const img = new Image();
        img.style.cssText = 'display:block;width:100%;height:100%';
        img.onload = () => resolve();
        img.onerror = () => reject(new Error(`${src} did not load`));
        img.src = src;
        el.replaceChildren(img);
      }),
    `/api/cards/${id}/preview.png`,
  );
  return front.screenshot();
}

function differentShare(a: Buffer, b: Buffer): number {
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  expect([right.width, right.height]).toEqual([left.width, left.height]);
  const count = pixelmatch(left.data, right.data, null, left.width, left.height, {
    threshold: 0.2,
  });
  return count / (left.width * left.height);
}

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 1100 } });

test('emoji and the world’s scripts look the same in the browser and in preview.png', async ({
  page,
}) => {
  await page.goto('/');
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (response.ok()) fetched.push(new URL(response.url()).pathname);
  });

  const latin = await makeCard(page, ['Happy Birthday', 'Many happy returns']);
  await openFront(page, latin);
  // A Latin card downloads no script font: they load by unicode-range, only when needed.
  expect(fetched.filter((path) => /NotoSans/.test(path))).toEqual([]);

  const id = await makeCard(page, LINES);
  const front = await openFront(page, id);
  for (const family of ['NotoSansSC', 'NotoSansArabic', 'NotoSansHebrew', 'NotoSansDevanagari']) {
    expect(fetched.some((path) => path.includes(`/${family}_400Regular`))).toBe(true);
  }
  expect(fetched).toEqual(expect.arrayContaining(['/emoji/1f382.svg', '/emoji/1f389.svg']));
  const browser = await front.screenshot();

  // What the same card looks like drawn with boxes for every glyph the fonts miss.
  const boxed = await makeCard(
    page,
    LINES.map((line) => line.replace(/[^\x20-\x7e]/gu, '\ue000')),
  );
  const server = await previewPngIn(front, id);
  const boxedFront = await openFront(page, boxed);
  const boxedServer = await previewPngIn(boxedFront, boxed);

  for (const [name, body] of Object.entries({ browser, server, boxed: boxedServer })) {
    await test.info().attach(`${name}.png`, { body, contentType: 'image/png' });
  }
  const same = differentShare(browser, server);
  const boxes = differentShare(browser, boxedServer);
  test.info().annotations.push({
    type: 'pixels differing from the browser',
    description: `preview.png ${(same * 100).toFixed(2)}%, boxed ${(boxes * 100).toFixed(2)}%`,
  });
  expect(same).toBeLessThan(MAX_DIFFERENT);
  expect(boxes).toBeGreaterThan(MAX_DIFFERENT);
});
