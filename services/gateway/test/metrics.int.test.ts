import { createTestServiceContext } from '@cardsmith/service-kit/testing';
import { afterAll, expect, inject, it } from 'vitest';
import { buildGateway, deadUrl, freePort, listen } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
afterAll(() => ctx.close());

it('serves its metrics on the metrics port only, from listen until close', async () => {
  const metricsPort = await freePort();
  const gateway = await buildGateway(
    {
      CARDS_URL: await deadUrl(),
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      METRICS_PORT: String(metricsPort),
    },
    ctx.redis,
  );
  const publicUrl = await listen(gateway);
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;

  await fetch(`${publicUrl}/healthz`);
  const exposed = await fetch(`${publicUrl}/metrics`);
  expect(await exposed.text()).not.toContain('http_requests_total');

  const scraped = await fetch(metricsUrl);
  expect(scraped.status).toBe(200);
  expect(await scraped.text()).toMatch(
    /http_requests_total\{method="GET",route="\/healthz",status="200",service="gateway"\} 1/,
  );
  expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);

  await gateway.close();
  await expect(fetch(metricsUrl)).rejects.toThrow();
});
