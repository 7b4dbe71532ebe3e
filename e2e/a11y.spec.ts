import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';

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
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
}
