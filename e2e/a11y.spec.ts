import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { PNG } from 'pngjs';
import { expect, test, type CDPSession, type Locator, type Page } from './fixtures.js';

/** Serious and critical axe findings on the page as it is now, named by rule and element. */
async function blockingA11y(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const route of [
  '/',
  '/editor',
  '/modern-editor',
  '/voice-messages',
  '/video-cards',
  '/ar-preview',
]) {
  for (const viewport of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`${route} has no serious or critical accessibility violations (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await blockingA11y(page)).toEqual([]);
    });
  }
}

/**
 * Presses Tab until `target` has the focus, so the check is that a keyboard reaches it, not only
 * that it could be focused by a script. Fails after `presses` Tabs.
 */
async function tabTo(page: Page, target: Locator, presses = 60): Promise<void> {
  const handle = await target.elementHandle();
  for (let press = 0; press < presses; press += 1) {
    if (await handle!.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} not reached in ${presses} Tab presses`);
}

/** Focuses `from`, then Tabs onwards to `target`. */
async function tabFrom(page: Page, from: Locator, target: Locator): Promise<void> {
  await from.focus();
  await tabTo(page, target);
}

/** A small photo (3:2) for the image states: what the panels show does not depend on it. */
function smallPhoto(): Buffer {
  const image = new PNG({ width: 120, height: 80 });
  for (let at = 0; at < image.data.length; at += 4) {
    image.data[at] = (at / 4) % 120 < 60 ? 200 : 40;
    image.data[at + 1] = 120;
    image.data[at + 2] = Math.floor(at / 4 / 120) < 40 ? 60 : 220;
    image.data[at + 3] = 255;
  }
  return PNG.sync.write(image);
}

async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchEnd',
  points: Array<{ x: number; y: number }>,
) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })),
  });
}

const selectedPanel = (page: Page) => page.locator('section[aria-labelledby="element-heading"]');

/**
 * Issue 34's editor states, one page load per viewport, each state reached from the one before:
 * axe finds nothing serious or critical in any, and the new actions work from the keyboard.
 */
for (const viewport of [
  { name: 'desktop', width: 1440, height: 900, phone: false },
  { name: 'phone', width: 375, height: 812, phone: true },
]) {
  test.describe(`the editor's panels (${viewport.name})`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.phone,
      isMobile: viewport.phone,
    });

    test('text, picture, layers, selection, shortcuts and leave: accessible, keyboard-reachable', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const scratch = await mkdtemp(join(tmpdir(), 'a11y-editor-'));
      try {
        const photoFile = join(scratch, 'photo.png');
        await writeFile(photoFile, smallPhoto());
        await page.goto('/editor');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const panel = selectedPanel(page);
        const text = page.getByRole('button', { name: 'Text: Your text here' });

        // A text selected: its properties with rotation, fit and curve.
        await page.getByRole('tab', { name: 'content' }).click();
        await page.getByRole('button', { name: 'Add text' }).click();
        await expect(text).toHaveCount(1);
        await panel.getByLabel('Shrink the text to fit its box').check();
        await expect(panel.getByLabel('Most lines (0: any)')).toBeVisible();
        await expect(panel.getByLabel('Rotation (°)')).toBeVisible();
        expect(await blockingA11y(page), 'text selected, fit on').toEqual([]);
        // The curve slider, by keyboard (a bend turns the fit off, so the fit goes first).
        await panel.getByLabel('Shrink the text to fit its box').uncheck();
        const bend = panel.getByLabel('Bend');
        await tabFrom(page, panel.getByLabel('Shrink the text to fit its box'), bend);
        await page.keyboard.press('ArrowRight');
        await expect(bend).not.toHaveValue('0');
        await expect(page.getByTestId('card-flipper').locator('textPath')).toHaveCount(1);
        expect(await blockingA11y(page), 'text selected, curved').toEqual([]);

        // A picture selected: crop presets and filters.
        await page.getByRole('tab', { name: 'images' }).click();
        await page.getByLabel('Photo to upload').setInputFiles(photoFile);
        await expect(page.getByText('Photo added to the card.')).toBeAttached({
          timeout: 60_000,
        });
        await expect(panel.getByLabel('Sepia')).toBeVisible();
        const square = panel.getByRole('button', { name: 'Square' });
        await tabFrom(page, panel.getByLabel('Rotation (°)'), square);
        await page.keyboard.press('Enter');
        await expect(square).toHaveAttribute('aria-pressed', 'true');
        expect(await blockingA11y(page), 'picture selected, crop and filters').toEqual([]);

        // Both selected (Shift-click): the Arrange bar on a desk, the held-touch menu on a phone.
        await text.click({ modifiers: ['Shift'] });
        const picture = page.getByRole('button', { name: 'Image', exact: true });
        if (viewport.phone) {
          const box = (await picture.boundingBox())!;
          const cdp = await page.context().newCDPSession(page);
          await touch(cdp, 'touchStart', [{ x: box.x + box.width / 2, y: box.y + 4 }]);
          const menu = page.getByRole('dialog', { name: 'Element' });
          await expect(menu).toBeVisible();
          await touch(cdp, 'touchEnd', []);
          expect(await blockingA11y(page), 'element menu').toEqual([]);
          await tabTo(page, menu.getByRole('button', { name: 'Duplicate' }));
          await page.keyboard.press('Enter');
          await expect(menu).toBeHidden();
        } else {
          const bar = page.getByRole('toolbar', { name: 'Arrange' });
          await expect(bar).toContainText('2 selected');
          expect(await blockingA11y(page), 'two selected, Arrange bar').toEqual([]);
          const alignTop = bar.getByRole('button', { name: 'Align top' });
          await tabFrom(page, bar.getByRole('button', { name: 'Align left' }), alignTop);
          await page.keyboard.press('Enter');
          await expect
            .poll(async () => (await text.boundingBox())!.y - (await picture.boundingBox())!.y)
            .toBeCloseTo(0, 0);
          await tabTo(page, bar.getByRole('button', { name: 'Duplicate' }));
          await page.keyboard.press('Space');
        }
        await expect(text).toHaveCount(2);
        await expect(picture).toHaveCount(2);
        // The element's menu from the keyboard too (Shift+F10 on an element), at every width.
        await text.first().focus();
        await page.keyboard.press('Shift+F10');
        const keyMenu = page.getByRole('dialog', { name: 'Element' });
        await expect(keyMenu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(keyMenu).toBeHidden();

        // The layers: reorder, lock and hide, each by keyboard.
        await page.getByRole('tab', { name: 'layers' }).click();
        const layers = page.getByRole('list', { name: 'Layers, top first' });
        await expect(layers.getByRole('listitem')).toHaveCount(4);
        expect(await blockingA11y(page), 'layers').toEqual([]);
        const bottom = layers.getByRole('listitem').last();
        const bottomName = await bottom.getByRole('button', { name: /^Select / }).textContent();
        const forward = bottom.getByRole('button', { name: /^Bring .* forward$/ });
        await tabFrom(page, bottom.getByRole('button', { name: /^Select / }), forward);
        await page.keyboard.press('Enter');
        await expect(layers.getByRole('listitem').nth(2)).toContainText(
          bottomName!.replace(/^Select /, ''),
        );
        const top = layers.getByRole('listitem').first();
        const lock = top.getByRole('button', { name: /^Lock / });
        await tabFrom(page, top.getByRole('button', { name: /^Select / }), lock);
        await page.keyboard.press('Space');
        await expect(lock).toHaveAttribute('aria-pressed', 'true');
        const hide = top.getByRole('button', { name: /^Hide / });
        await tabTo(page, hide);
        await page.keyboard.press('Enter');
        await expect(hide).toHaveAttribute('aria-pressed', 'true');
        const second = layers.getByRole('listitem').nth(1);
        await tabFrom(
          page,
          second.getByRole('button', { name: /^Select / }),
          second.getByRole('button', { name: /^Rename / }),
        );
        await page.keyboard.press('Enter');
        await expect(layers.getByLabel('Layer name')).toBeFocused();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('Greeting');
        await page.keyboard.press('Enter');
        await expect(layers.getByRole('button', { name: 'Select Greeting' })).toBeVisible();
        expect(await blockingA11y(page), 'layers, one locked and hidden').toEqual([]);

        // The shortcuts: the "?" key opens the list; on a desk the Arrange bar's button too.
        await page.locator('body').press('?');
        const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
        await expect(help).toBeVisible();
        expect(await blockingA11y(page), 'shortcuts dialog').toEqual([]);
        await page.keyboard.press('Escape');
        await expect(help).toBeHidden();
        if (!viewport.phone) {
          const bar = page.getByRole('toolbar', { name: 'Arrange' });
          await tabFrom(
            page,
            bar.getByRole('button', { name: 'Delete' }),
            bar.getByRole('button', { name: 'Keyboard shortcuts' }),
          );
          await page.keyboard.press('Enter');
          await expect(help).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(help).toBeHidden();
        }

        // Leaving a card not saved yet asks first.
        await page.getByRole('link', { name: 'Cardsmith home' }).first().click();
        const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
        await expect(leave).toBeVisible();
        expect(await blockingA11y(page), 'leave dialog').toEqual([]);
        await leave.getByRole('button', { name: 'Stay' }).press('Enter');
        await expect(leave).toBeHidden();
        await expect(page).toHaveURL(/\/editor/);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    });
  });
}
