import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestServiceContext } from '@cardsmith/testing';
import { afterAll, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, freePort, listen } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
afterAll(() => ctx.close());

it('serves its metrics on the metrics port only, from listen until close', async () => {
  const metricsPort = await freePort();
  const gateway = await buildGateway(
    {
      CARDS_URL: DEAD_URL,
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

it('counts the files answered from memory, which skip the request hooks', async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'cardsmith-metrics-dist-'));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const metricsPort = await freePort();
  const gateway = await buildGateway(
    { CARDS_URL: DEAD_URL, WEB_DIST_DIR: dist, METRICS_PORT: String(metricsPort) },
    ctx.redis,
  );
  try {
    const publicUrl = await listen(gateway);
    const first = await fetch(`${publicUrl}/favicon.svg`);
    const etag = first.headers.get('etag')!;
    await first.text();
    const again = await fetch(`${publicUrl}/favicon.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(scraped).toMatch(/gateway_static_answers_total\{status="200",service="gateway"\} 1/);
    expect(scraped).toMatch(/gateway_static_answers_total\{status="304",service="gateway"\} 1/);
    expect(scraped).not.toMatch(/http_requests_total\{[^}]*status="200"/);
  } finally {
    await gateway.close();
    await rm(dist, { recursive: true, force: true });
  }
});
