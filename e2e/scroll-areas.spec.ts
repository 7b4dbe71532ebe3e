import { TIMINGS } from '@cardsmith/contracts';
import { expect, test, type Page } from './fixtures.js';

/**
 * Lets the page finish the work React queued (its scheduler posts messages, which the test's
 * clock does not hold back), so the effects of the last render have set their timers.
 */
async function reactSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let hop = 0; hop < 3; hop += 1) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  });
}

// Short enough that the assistant's quick templates overflow their panel.
test.use({ viewport: { width: 1280, height: 600 } });

test('a scroll area shows its bar while it scrolls and hides it 600 ms after', async ({ page }) => {
  // The page's timers run on a clock the test moves, so the delay is measured, not slept.
  await page.clock.install();
  await page.goto('/editor');
  await page.getByRole('tab', { name: 'content' }).click();
  await page.getByRole('button', { name: 'AI message' }).click();
  const assistant = page.getByRole('dialog', { name: 'AI Message Assistant' });
  await assistant.getByRole('tab', { name: 'Quick Templates' }).click();
  const panel = assistant.getByRole('tabpanel', { name: 'Quick Templates' });
  const viewport = panel.locator('[data-radix-scroll-area-viewport]');
  const bar = panel.locator('[data-orientation="vertical"][data-state]');
  await expect(viewport).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.clock.pauseAt(Date.now() + 60_000);
  await viewport.evaluate((element) => {
    element.scrollTop = 240;
  });
  await expect(bar).toHaveAttribute('data-state', 'visible');
  // Scrolling has ended once no scroll event came for 100 ms (Radix); the hide delay starts then,
  // on the timer React sets once it has rendered that.
  await page.clock.runFor(100);
  await reactSettled(page);
  await page.clock.runFor(TIMINGS.scrollHideDelayMs - 1);
  await reactSettled(page);
  await expect(bar).toHaveAttribute('data-state', 'visible');
  await page.clock.runFor(1);
  await expect(bar).toHaveCount(0);
});
