import { AxeBuilder } from '@axe-core/playwright';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { postAs } from './page-api.js';
import { APP_ROUTES, cardRoute, CARD_ROUTE } from './routes.js';
import { askForLink, signInLinkFor } from './sign-in.js';

/** Serious and critical axe findings on the page as it is now. */
async function blockingA11y(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' '))}`);
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const status = (page: Page, text: string) =>
  page.locator('[aria-live="polite"]').filter({ hasText: new RegExp(`^${text}$`) });

test.describe('autosave', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an edit is saved by itself and is there in a new context and after a reload', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'Autosave e2e' });
    await page.goto(`/editor?card=${card.id}`);
    await expect(page.getByLabel('Card title')).toHaveValue('Autosave e2e');
    await expect(status(page, 'Saved')).toBeVisible();

    await page.getByLabel('Card title').fill('Saved without a click');
    await expect(status(page, 'Saving…')).toBeVisible();
    await expect(status(page, 'Saved')).toBeVisible();

    // The recipient's link shows the latest version, in a browser that never saw the editor.
    const recipient = await browser.newContext();
    try {
      const other = await recipient.newPage();
      await other.goto(cardRoute(card.id));
      await expect(other.getByText('Saved without a click').first()).toBeVisible();
    } finally {
      await recipient.close();
    }

    await page.reload();
    await expect(page.getByLabel('Card title')).toHaveValue('Saved without a click');
    await expect(status(page, 'Saved')).toBeVisible();
  });

  test('two tabs never overwrite each other silently: the later one asks', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'Two tabs' });
    await page.goto(`/editor?card=${card.id}`);
    const second = await context.newPage();
    await second.goto(`/editor?card=${card.id}`);
    await expect(second.getByLabel('Card title')).toHaveValue('Two tabs');

    await page.getByLabel('Card title').fill('From the first tab');
    await expect(status(page, 'Saved')).toBeVisible();

    await second.getByLabel('Card title').fill('From the second tab');
    const ask = second.getByRole('alertdialog', { name: 'This card changed somewhere else' });
    await expect(ask).toBeVisible();
    await expect(status(second, 'Changed elsewhere')).toBeVisible();
    expect(await blockingA11y(second)).toEqual([]);
    let stored = await (await page.request.get(`/api/cards/${card.id}`)).json();
    expect(stored.title).toBe('From the first tab');
    await ask.getByRole('button', { name: 'Keep my version' }).click();
    await expect(status(second, 'Saved')).toBeVisible();
    stored = await (await page.request.get(`/api/cards/${card.id}`)).json();
    expect(stored.title).toBe('From the second tab');

    // Now the first tab is behind: its next edit asks too, and it can take the other version.
    await page.getByLabel('Card title').fill('First tab again');
    const again = page.getByRole('alertdialog', { name: 'This card changed somewhere else' });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: 'Open the other version' }).click();
    await expect(page.getByLabel('Card title')).toHaveValue('From the second tab');
    await expect(status(page, 'Saved')).toBeVisible();
  });
});

test.describe('arranging on a desk', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('guides, multi-select, align, duplicate, marquee, layers and the shortcuts', async ({
    page,
  }) => {
    await page.goto('/editor');
    await page.getByRole('tab', { name: 'content' }).click();
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByRole('button', { name: 'Add text' }).click();
    const handles = page.getByRole('button', { name: 'Text: Your text here' });
    await expect(handles).toHaveCount(2);
    const plane = page.locator('[data-card-plane]');
    const planeBox = (await plane.boundingBox())!;
    const planeCentreX = planeBox.x + planeBox.width / 2;

    // Drag the first text until it is 3 px right of the card's centre: it snaps onto it.
    const first = handles.first();
    const start = await centreOf(first);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(planeCentreX + 3, start.y + 40, { steps: 12 });
    // A guide is a line of no width, which Playwright counts as hidden: its presence is the check.
    await expect(
      page.locator('[data-testid="snap-guides"] line[data-guide="line"]'),
    ).not.toHaveCount(0);
    await page.mouse.up();
    await expect(page.locator('[data-testid="snap-guides"]')).toHaveCount(0);
    expect(Math.abs((await centreOf(first)).x - planeCentreX)).toBeLessThan(1.5);

    // Shift-click adds the second; align their tops.
    await handles.nth(1).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('toolbar', { name: 'Arrange' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Align top' }).click();
    const tops = await Promise.all(
      [0, 1].map(async (i) => (await handles.nth(i).boundingBox())!.y),
    );
    expect(Math.abs(tops[0]! - tops[1]!)).toBeLessThan(1.5);

    // Duplicate, then a marquee over the whole card selects all four.
    await page.keyboard.press('Control+d');
    await expect(handles).toHaveCount(4);
    await page.mouse.move(planeBox.x + 2, planeBox.y + 2);
    await page.mouse.down();
    await page.mouse.move(planeBox.x + planeBox.width - 2, planeBox.y + planeBox.height - 2, {
      steps: 8,
    });
    await expect(page.getByTestId('marquee')).toBeVisible();
    await page.mouse.up();
    await expect(bar).toContainText('4 selected');
    await expect(page.getByTestId('card-flipper')).toHaveAttribute('data-side', 'front');

    // Nudge all four with the keyboard, then delete and undo.
    const before = (await handles.first().boundingBox())!.x;
    await page.keyboard.press('Shift+ArrowRight');
    await expect
      .poll(async () => (await handles.first().boundingBox())!.x - before)
      .toBeGreaterThan(3);
    await page.keyboard.press('Delete');
    await expect(handles).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(handles).toHaveCount(4);

    // The layers panel hides and locks; hidden and locked elements leave the card's handles.
    await page.getByRole('tab', { name: 'layers' }).click();
    const layers = page.getByRole('list', { name: 'Layers, top first' });
    await expect(layers.getByRole('listitem')).toHaveCount(4);
    await layers.getByRole('button', { name: 'Hide Your text here' }).first().click();
    await expect(handles).toHaveCount(3);
    await layers.getByRole('button', { name: 'Lock Your text here' }).nth(1).click();
    await expect(handles).toHaveCount(2);
    await layers.getByRole('button', { name: 'Rename Your text here' }).nth(2).click();
    await layers.getByLabel('Layer name').fill('Greeting');
    await layers.getByLabel('Layer name').press('Enter');
    await expect(layers.getByRole('button', { name: 'Select Greeting' })).toBeVisible();
    expect(await blockingA11y(page)).toEqual([]);

    // "?" lists the shortcuts.
    await page.locator('body').press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Nudge the selection 10 px');
    expect(await blockingA11y(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  test('copy on one card, paste on another', async ({ page }) => {
    await page.goto('/editor');
    await page.getByRole('tab', { name: 'content' }).click();
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByLabel('Text', { exact: true }).fill('Travels between cards');
    await page.getByRole('button', { name: 'Text: Travels between cards' }).click();
    await page
      .getByRole('toolbar', { name: 'Arrange' })
      .getByRole('button', { name: 'Copy' })
      .click();

    await page.goto('/');
    const other = await postAs<{ id: string }>(page, '/api/cards', { title: 'Paste target' });
    await page.goto(`/editor?card=${other.id}`);
    await expect(page.getByLabel('Card title')).toHaveValue('Paste target');
    await page.locator('body').press('Control+v');
    await expect(page.getByRole('button', { name: 'Text: Travels between cards' })).toBeVisible();
    await expect(status(page, 'Saved')).toBeVisible();
    const stored = await (await page.request.get(`/api/cards/${other.id}`)).json();
    expect(stored.elements.map((e: { content: string }) => e.content)).toContain(
      'Travels between cards',
    );
  });
});

/** Touches through the DevTools protocol: Playwright's own touchscreen only taps. */
async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  points: Array<{ x: number; y: number }>,
) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })),
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('drag with a finger, pinch and twist with two, hold for the menu', async ({ page }) => {
    await page.goto('/editor');
    await page.getByRole('tab', { name: 'content' }).click();
    await page.getByRole('button', { name: 'Add text' }).click();
    const handle = page.getByRole('button', { name: 'Text: Your text here' });
    await expect(handle).toHaveCount(1);
    const cdp = await page.context().newCDPSession(page);

    const start = await centreOf(handle);
    await touch(cdp, 'touchStart', [start]);
    for (let step = 1; step <= 6; step += 1) {
      await touch(cdp, 'touchMove', [{ x: start.x + step * 5, y: start.y + step * 3 }]);
    }
    await touch(cdp, 'touchEnd', []);
    const dragged = await centreOf(handle);
    expect(dragged.x - start.x).toBeGreaterThan(15);

    // Pinch apart: the text grows.
    const widthBefore = (await handle.boundingBox())!.width;
    const c = await centreOf(handle);
    await touch(cdp, 'touchStart', [{ x: c.x - 10, y: c.y }]);
    await touch(cdp, 'touchStart', [
      { x: c.x - 10, y: c.y },
      { x: c.x + 10, y: c.y },
    ]);
    for (let step = 1; step <= 5; step += 1) {
      await touch(cdp, 'touchMove', [
        { x: c.x - 10 - step * 6, y: c.y },
        { x: c.x + 10 + step * 6, y: c.y },
      ]);
    }
    await touch(cdp, 'touchEnd', []);
    await expect
      .poll(async () => (await handle.boundingBox())!.width)
      .toBeGreaterThan(widthBefore * 1.5);

    // Twist: the element turns.
    const d = await centreOf(handle);
    await touch(cdp, 'touchStart', [{ x: d.x - 30, y: d.y }]);
    await touch(cdp, 'touchStart', [
      { x: d.x - 30, y: d.y },
      { x: d.x + 30, y: d.y },
    ]);
    for (let step = 1; step <= 5; step += 1) {
      const angle = (step * 6 * Math.PI) / 180;
      const dx = 30 * Math.cos(angle);
      const dy = 30 * Math.sin(angle);
      await touch(cdp, 'touchMove', [
        { x: d.x - dx, y: d.y - dy },
        { x: d.x + dx, y: d.y + dy },
      ]);
    }
    await touch(cdp, 'touchEnd', []);
    await expect(handle).toHaveAttribute('style', /rotate\(30deg\)/);

    // Hold: the element's menu; Duplicate makes a second one.
    const e = await centreOf(handle);
    await touch(cdp, 'touchStart', [e]);
    const menu = page.getByRole('dialog', { name: 'Element' });
    await expect(menu).toBeVisible();
    await touch(cdp, 'touchEnd', []);
    expect(await blockingA11y(page)).toEqual([]);
    await menu.getByRole('button', { name: 'Duplicate' }).click();
    await expect(handle).toHaveCount(2);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  /** The pages that scroll sideways at 390 px, for this visitor as they are now. */
  async function overflowingPages(page: Page): Promise<string[]> {
    const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'Overflow check' });
    const wide: string[] = [];
    for (const route of APP_ROUTES) {
      const path = route === CARD_ROUTE ? cardRoute(card.id) : route;
      await page.goto(path);
      await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${path}: ${width}px`);
    }
    return wide;
  }

  // One visitor per test: together the two rounds of page loads would pass the gateway's
  // per-visitor rate limit.
  test('no page scrolls sideways at 390 px, signed out', async ({ page }) => {
    await page.goto('/');
    expect(await overflowingPages(page)).toEqual([]);
  });

  test('no page scrolls sideways at 390 px, signed in, and Get Started stays in view', async ({
    page,
  }) => {
    const email = `e2e-phone-${Date.now()}@example.com`;
    await page.goto('/');
    await askForLink(page, email);
    await page.goto(await signInLinkFor(email));
    await expect(page.getByRole('button', { name: `Account: ${email}` })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get Started' }),
    ).toBeInViewport({ ratio: 1 });
    expect(await overflowingPages(page)).toEqual([]);
  });
});
