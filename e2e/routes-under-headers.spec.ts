import {
  PRINT_PAPER_TYPE_IDS,
  PRINT_SIZE_IDS,
  WEB_PAGE_PATTERNS,
  webPagePath,
  type AddressRequest,
  type GroupOverview,
  type WebPagePattern,
} from '@cardsmith/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures.js';
import { postAs } from './page-api.js';

/**
 * Every page of the app's route list, loaded in Chromium through the gateway with the headers it
 * sends in production (its Content-Security-Policy included): a console error, an uncaught error,
 * a CSP violation or a request to another origin fails the page.
 */

/** What went wrong on a page, one line each. */
function watchPage(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  // With no provider keys the app needs nothing from another origin (Stripe.js included).
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  return problems;
}

/** Reports each violation as a console error the watcher above collects, whichever page it is on. */
async function reportPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** A saved card of the page's visitor, and an order of it, for the pages that show one. */
async function pathFor(page: Page, pattern: WebPagePattern): Promise<string> {
  if (!pattern.includes(':')) return pattern;
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'Route check' });
  if (pattern === '/sign/:token') {
    // A signer's page: the personal link of someone the card's organiser invited.
    const group = await postAs<GroupOverview>(page, `/api/cards/${card.id}/group/invites`, {
      emails: ['route-check@example.com'],
    });
    return new URL(group.invites[0]!.signUrl!).pathname;
  }
  if (pattern === '/address/:token') {
    // The page of a link the card's owner made to ask someone for a postal address.
    const request = await postAs<AddressRequest>(page, `/api/cards/${card.id}/address-requests`, {
      label: 'Route check',
    });
    return new URL(request.url!).pathname;
  }
  if (pattern !== '/orders/:id') return webPagePath(pattern, { id: card.id });
  const selection = {
    quantity: 1,
    paperType: PRINT_PAPER_TYPE_IDS[0],
    size: PRINT_SIZE_IDS[0],
    includeEnvelopes: false,
  };
  const quote = await postAs<{ total: number }>(page, '/api/print/quote', selection);
  const placed = await postAs<{ order: { id: string } }>(page, '/api/print', {
    ...selection,
    cardId: card.id,
    totalAmount: quote.total,
    shippingDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      address1: '12 Analytical Row',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
  });
  return webPagePath(pattern, { id: placed.order.id });
}

for (const pattern of WEB_PAGE_PATTERNS) {
  test(`${pattern} loads under the production headers with no error or policy violation`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchPage(page, new URL(baseURL!).origin);
    await reportPolicyViolations(page);
    const path = await pathFor(page, pattern);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

/** A stand-in web mail client: a server on its own port (so its own origin) showing one email. */
async function startMailClient(emailHtml: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(emailHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

test('a card’s picture in an email shows in a mail client on another origin', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'Email picture' });
  const mailClient = await startMailClient(
    `<img alt="card" src="${baseURL}/api/cards/${card.id}/preview.png?width=1000">`,
  );
  try {
    await page.goto(mailClient.url);
    await expect
      .poll(() => page.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1000);
  } finally {
    mailClient.close();
  }
});

test('a path outside the route list answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
