/**
 * Issue 3 figures: per route, the gzipped JavaScript a first visit downloads and the
 * largest-contentful-paint in headless Chromium on loopback (median of 5 cold visits).
 * Run on demand: `npm run build && node --import tsx bench/web/run.ts [route…] [--chunks]`
 * (not part of CI). Routes given (e.g. `/ /editor`) limit the run to them; `--chunks` lists each
 * script a route's first visit downloaded with its gzipped size, to see what to make lazy.
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { APP_ROUTES, CARD_ROUTE, cardRoute } from '../../e2e/routes.js';
import { startPlatform } from '../../scripts/test-platform.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

/** The targets; the other routes are measured for comparison. */
const BUDGETS: Partial<Record<(typeof APP_ROUTES)[number], { jsKb: number; lcpMs?: number }>> = {
  '/': { jsKb: 120, lcpMs: 800 },
  '/editor': { jsKb: 250 },
};
const RUNS = 5;
const args = process.argv.slice(2);
const listChunks = args.includes('--chunks');
const onlyRoutes = args.filter((arg) => arg.startsWith('/'));
const unknown = onlyRoutes.filter((route) => !(APP_ROUTES as readonly string[]).includes(route));
if (unknown.length > 0) throw new Error(`Not an app route: ${unknown.join(', ')}`);
const routes = APP_ROUTES.filter((route) => onlyRoutes.length === 0 || onlyRoutes.includes(route));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The machine's load when the run starts and ends: figures from a busy machine mean little. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const loadBefore = load();
const platform = await startPlatform({ portOffset: BENCH_PORT_OFFSET });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  // The card link needs a saved card; a first request acts as a new visitor, so no cookie is needed.
  const created = await fetch(`${platform.baseUrl}/api/cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Benchmark card' }),
  });
  if (!created.ok) throw new Error(`POST /api/cards answered ${created.status}`);
  const cardPath = cardRoute(((await created.json()) as { id: string }).id);

  const rows = [];
  for (const route of routes) {
    const path = route === CARD_ROUTE ? cardPath : route;
    const budget = BUDGETS[route];
    const lcps: number[] = [];
    let jsGzipBytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      // The figure is the paint time measured in the page; the limit only catches a hang, and
      // stays generous because benchmarks run on shared, noisy machines.
      page.setDefaultTimeout(120_000);
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript')) return;
        const body = await response.body().catch(() => null);
        if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      });
      await page.addInitScript(() => {
        (window as unknown as { __lcp: number }).__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { __lcp: number }).__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(platform.baseUrl + path, { waitUntil: 'networkidle' });
      // LCP is final once the page is hidden or the user interacts; a click settles it.
      await page.mouse.click(1, 1);
      lcps.push(await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp));
      jsGzipBytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      await context.close();
      if (listChunks && run === RUNS - 1) {
        console.log(`${route}: scripts of the last visit, gzipped`);
        for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]))
          console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${new URL(url).pathname}`);
      }
    }
    const jsKb = jsGzipBytes / 1024;
    const lcp = median(lcps);
    rows.push({
      route,
      'JS gzipped (KB)': jsKb.toFixed(1),
      'JS budget': budget ? `${budget.jsKb} ${jsKb <= budget.jsKb ? 'ok' : 'OVER'}` : '-',
      'LCP median (ms)': lcp.toFixed(0),
      'LCP budget': budget?.lcpMs ? `${budget.lcpMs} ${lcp <= budget.lcpMs ? 'ok' : 'OVER'}` : '-',
    });
  }
  console.table(rows);
  console.log(`${new Date().toISOString()}, load average before ${loadBefore}, after ${load()}`);
} finally {
  await browser.close();
  await platform.stop();
}
