import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { CARD_SIZE, CardSchema } from '@cardsmith/contracts';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { expect, test, type Locator, type Page } from './fixtures.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The card's SVG as this page draws it, alone on white at the card's own 500×700 px. */
async function drawCard(page: Page, svg: Locator): Promise<PNG> {
  const markup = await svg.evaluate((element) => element.outerHTML);
  await page.evaluate(
    async ({ markup, width, height }) => {
      const stage = document.createElement('div');
      stage.id = 'element-properties-stage';
      stage.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px;z-index:2147483647;background:#fff`;
      stage.innerHTML = markup;
      const drawn = stage.firstElementChild as SVGSVGElement;
      drawn.setAttribute('width', String(width));
      drawn.setAttribute('height', String(height));
      drawn.style.cssText = 'display:block';
      document.body.append(stage);
      await Promise.all(
        [...stage.querySelectorAll('image')].map((image) => {
          const picture = new Image();
          picture.src = new URL(image.getAttribute('href') ?? '', location.href).href;
          return picture.decode().catch(() => undefined);
        }),
      );
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { markup, ...CARD_SIZE },
  );
  const shot = await page.locator('#element-properties-stage').screenshot();
  await page.evaluate(() => document.getElementById('element-properties-stage')?.remove());
  return PNG.sync.read(shot);
}

function cropped(image: PNG, box: Box): PNG {
  const part = new PNG({ width: box.width, height: box.height });
  PNG.bitblt(image, part, box.x, box.y, box.width, box.height, 0, 0);
  return part;
}

/** The share of pixels pixelmatch finds different at `threshold`; null when the sizes differ. */
function differingShare(a: PNG, b: PNG, threshold: number, diff?: PNG): number | null {
  if (a.width !== b.width || a.height !== b.height) return null;
  const count = pixelmatch(a.data, b.data, diff?.data ?? null, a.width, a.height, { threshold });
  return count / (a.width * a.height);
}

/**
 * The element properties of issue 34 set through the editor's controls, then the editor's preview
 * (Chromium drawing card-render's SVG) compared pixel by pixel with the server's PNG (resvg drawing
 * the same SVG). As for the rich card's preview.png, only antialiasing of glyph and picture edges
 * may differ: at pixelmatch's threshold 0.1, at most 0.3% of the pixels.
 */
const THRESHOLD = 0.1;
const MAX_SHARE = 0.003;
/** Inside one element's box, mostly its edges (the fitted text's glyphs), the bar is 1%. */
const REGION_MAX_SHARE = 0.01;

/** A landscape photo (3:2): colour bands under a hard-edged disc, so crops and filters show. */
function landscapePhoto(width = 900, height = 600): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const disc = (x - 450) ** 2 + (y - 300) ** 2 < 170 ** 2;
      image.data[at] = disc ? 240 : 60 + Math.round((150 * x) / width);
      image.data[at + 1] = disc ? 190 : 90 + Math.round(60 * Math.sin(y / 40));
      image.data[at + 2] = disc ? 30 : 200 - Math.round((120 * y) / height);
      image.data[at + 3] = 255;
    }
  return PNG.sync.write(image);
}

const selectedPanel = (page: Page) => page.locator('section[aria-labelledby="element-heading"]');

/** Adds a text element and gives it `content`; it stays selected. */
async function addText(page: Page, content: string) {
  await page.getByRole('tab', { name: 'content' }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  await selectedPanel(page).getByLabel('Text', { exact: true }).fill(content);
}

/** Serious or critical axe findings in the selected element's panel and its rotation handle. */
async function panelViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="element-heading"]')
    .include('[data-testid="rotation-handle"]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

async function saveAndShare(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save and Share' }).first().click();
  const naming = page.getByRole('dialog', { name: 'Name your card' });
  await naming.getByRole('button', { name: 'Save and Share' }).click();
  const saved = page.getByRole('dialog', { name: 'Your card is saved' });
  await expect(saved.getByLabel('Card link')).toHaveValue(/\/cards\/[\w-]+$/);
  const link = await saved.getByLabel('Card link').inputValue();
  await page.keyboard.press('Escape');
  await expect(saved).toBeHidden();
  return new URL(link).pathname.split('/').pop()!;
}

test('crop, filters, rotation, fitted and curved text: the editor and the server draw the same card', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const scratch = await mkdtemp(join(tmpdir(), 'element-properties-'));
  try {
    const photoFile = join(scratch, 'photo.png');
    await writeFile(photoFile, landscapePhoto());
    const portraitFile = join(scratch, 'portrait.png');
    await writeFile(portraitFile, landscapePhoto(500, 800));
    await page.goto('/editor');

    // A circular crop of the landscape photo, zoomed in, with sepia and less brightness.
    await page.getByRole('tab', { name: 'images' }).click();
    await page.getByLabel('Photo to upload').setInputFiles(photoFile);
    await expect(page.getByText('Photo added to the card.')).toBeAttached({ timeout: 60_000 });
    const panel = selectedPanel(page);
    await panel.getByRole('button', { name: 'Circle' }).click();
    await expect(panel.getByRole('button', { name: 'Circle' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await panel.getByLabel('Zoom').fill('1.5');
    await panel.getByLabel('Left to right').fill('0.4');
    await panel.getByLabel('Sepia').fill('70');
    await panel.getByLabel('Brightness').fill('-15');
    const cardSvg = page.getByTestId('card-flipper').locator('svg').first();
    await expect(cardSvg.locator('clipPath ellipse')).toHaveCount(1);
    await expect(cardSvg.locator('filter feColorMatrix')).toHaveCount(1);
    expect(await panelViolations(page)).toEqual([]);

    // Replace picture: a portrait one takes the same box and the same circular framing.
    const photoHandle = page.getByRole('button', { name: 'Image', exact: true });
    const before = (await photoHandle.boundingBox())!;
    const firstHref = await cardSvg.locator('image').getAttribute('href');
    await panel.getByLabel('Replacement picture').setInputFiles(portraitFile);
    await expect(cardSvg.locator('image')).not.toHaveAttribute('href', firstHref!, {
      timeout: 60_000,
    });
    const after = (await photoHandle.boundingBox())!;
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    await expect(cardSvg.locator('clipPath ellipse')).toHaveCount(1);
    await expect(panel.getByRole('button', { name: 'Circle' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Turned with its handle, Shift held: the drag towards 40° lands on the 45° step.
    const box = (await photoHandle.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const handle = (await page.getByTestId('rotation-handle').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.keyboard.down('Shift');
    const angle = (40 * Math.PI) / 180;
    await page.mouse.move(centre.x + 150 * Math.sin(angle), centre.y - 150 * Math.cos(angle), {
      steps: 5,
    });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect(panel.getByLabel('Rotation (°)')).toHaveValue('45');

    // A long text fitted to a small box: drawn at its smallest size, cut with an ellipsis.
    await addText(
      page,
      'Wishing you the happiest of birthdays and a year full of laughter, friends and cake',
    );
    await panel.getByLabel('Shrink the text to fit its box').check();
    await panel.getByLabel('Box width (px)').fill('220');
    await panel.getByLabel('Box height (px)').fill('60');
    await panel.getByLabel('Largest size (px)').fill('40');
    await panel.getByLabel('Smallest size (px)').fill('14');
    await panel.getByLabel('Most lines (0: any)').fill('2');
    await expect(panel.getByText(/Drawn at 14 px on 2 lines, cut short/)).toBeVisible();
    await panel.getByRole('button', { name: '−15°' }).click();
    expect(await panelViolations(page)).toEqual([]);

    // Curved text, arched.
    await addText(page, 'Happy Birthday');
    await panel.getByLabel('Size (px)').fill('36');
    await panel.getByLabel('Bend').fill('55');
    await expect(cardSvg.locator('textPath')).toHaveText('Happy Birthday');
    // Moved below the photo with the arrow keys (Shift: 10 px a press).
    const arcHandle = page.getByRole('button', { name: 'Text: Happy Birthday' });
    await arcHandle.focus();
    for (let press = 0; press < 8; press += 1) await page.keyboard.press('Shift+ArrowDown');

    // Where each element lies on the card (its handle's box), for a comparison of its own.
    const card = (await cardSvg.boundingBox())!;
    const scale = CARD_SIZE.width / card.width;
    const regionOf = async (name: string): Promise<Box> => {
      const handle = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      const x = Math.max(0, Math.floor((handle.x - card.x) * scale) - 4);
      const y = Math.max(0, Math.floor((handle.y - card.y) * scale) - 4);
      return {
        x,
        y,
        width: Math.min(CARD_SIZE.width - x, Math.ceil(handle.width * scale) + 8),
        height: Math.min(CARD_SIZE.height - y, Math.ceil(handle.height * scale) + 8),
      };
    };
    const regions = {
      'circular photo, sepia, turned 45°': await regionOf('Image'),
      'text fitted at its minimum, turned −15°': await regionOf(
        'Text: Wishing you the happiest of birthdays and a year full of laughter, friends and cake',
      ),
      'curved text': await regionOf('Text: Happy Birthday'),
    };

    // The live preview itself (inside the editor's flipping card), for a person to look at.
    await page
      .getByTestId('card-flipper')
      .screenshot({ path: testInfo.outputPath('live-preview.png') });
    const cardId = await saveAndShare(page);

    // The saved card carries every property, as the server validated it.
    const stored = CardSchema.parse(await (await page.request.get(`/api/cards/${cardId}`)).json());
    const image = stored.elements.find((element) => element.type === 'image');
    expect(image).toMatchObject({
      rotation: 45,
      crop: { shape: 'circle', imageAspect: 500 / 800 },
      filters: { sepia: 70, brightness: -15 },
    });
    expect(stored.elements.filter((element) => element.type === 'text')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fit: expect.objectContaining({ minFontSize: 14, maxLines: 2 }) }),
        expect.objectContaining({ curve: 55 }),
      ]),
    );

    const editor = await drawCard(page, cardSvg);
    const preview = await page.request.get(
      `/api/cards/${cardId}/preview.png?side=front&width=${CARD_SIZE.width}`,
    );
    expect(preview.status()).toBe(200);
    const server = PNG.sync.read(await preview.body());
    const diff = new PNG({ width: editor.width, height: editor.height });
    const share = differingShare(editor, server, THRESHOLD, diff);
    await writeFile(testInfo.outputPath('editor.png'), PNG.sync.write(editor));
    await writeFile(testInfo.outputPath('server.png'), PNG.sync.write(server));
    await writeFile(testInfo.outputPath('diff.png'), PNG.sync.write(diff));
    const percent = (value: number | null) => `${((value ?? 1) * 100).toFixed(3)}%`;
    console.log(`editor vs server PNG, whole card: ${percent(share)} of pixels differ`);
    expect(share).not.toBeNull();
    expect(share!).toBeLessThanOrEqual(MAX_SHARE);
    for (const [name, region] of Object.entries(regions)) {
      const part = differingShare(cropped(editor, region), cropped(server, region), THRESHOLD);
      console.log(`  ${name} (${region.width}×${region.height} px): ${percent(part)}`);
      expect(part!).toBeLessThanOrEqual(REGION_MAX_SHARE);
    }
    // A blank or unfiltered drawing would not pass: the filtered photo is on both.
    const blank = new PNG({ width: server.width, height: server.height, fill: true });
    blank.data.fill(255);
    expect(differingShare(blank, server, THRESHOLD)!).toBeGreaterThan(MAX_SHARE * 10);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});

test('the property controls fit a 390 px phone without sideways scrolling', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/editor');
  await addText(page, 'Happy Birthday');
  const panel = selectedPanel(page);
  await panel.getByLabel('Shrink the text to fit its box').check();
  await panel.getByLabel('Bend').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('phone-text.png'), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  for (const control of ['Rotation (°)', 'Box width (px)', 'Most lines (0: any)', 'Bend']) {
    const box = (await panel.getByLabel(control).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});
