import { test as base, expect, type Request } from '@playwright/test';
import { contractViolations } from './api-contract.js';

export * from '@playwright/test';

/**
 * Calls of the JSON API that go through the Prism proxy. Streams (server-sent events, media
 * ranges), binary files and multipart uploads go straight to the gateway: Prism buffers answers
 * and does not pass multipart bodies through intact.
 */
function validated(request: Request): boolean {
  const { pathname } = new URL(request.url());
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/docs')) return false;
  if (
    /\/events$|\.(png|jpg|glb|m4a|pdf)$|^\/api\/media\/[^/]+(\/rendition)?$|^\/api\/account\/export$/.test(
      pathname,
    )
  )
    return false;
  return !/^multipart\//.test(request.headers()['content-type'] ?? '');
}

/**
 * Every test's page traffic to the API passes through the Prism proxy that the global setup
 * starts (E2E_PRISM_URL), and the test fails on any exchange that breaks the OpenAPI document.
 */
export const test = base.extend<{ apiContract: void }>({
  apiContract: [
    async ({ context }, use) => {
      const prism = process.env.E2E_PRISM_URL;
      if (!prism) return use();
      const findings: string[] = [];
      await context.route(
        (url) => url.pathname.startsWith('/api/'),
        async (route) => {
          const request = route.request();
          if (!validated(request)) return route.continue();
          const target = new URL(request.url());
          const via = new URL(prism);
          target.host = via.host;
          const response = await route.fetch({ url: target.toString() });
          findings.push(
            ...contractViolations(
              { method: request.method(), path: target.pathname, status: response.status() },
              response.headers()['sl-violations'],
            ),
          );
          const headers = { ...response.headers() };
          delete headers['sl-violations'];
          await route.fulfill({ response, headers });
        },
      );
      await use();
      // A call the page still had in flight when the test ended is dropped, not a failure.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      expect(findings, 'API exchanges that break the OpenAPI document').toEqual([]);
    },
    { auto: true },
  ],
});
