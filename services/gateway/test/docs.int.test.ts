import { createTestServiceContext } from '@cardsmith/testing';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
let gateway: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  gateway = await buildGateway(
    { CARDS_URL: DEAD_URL, WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist' },
    ctx.redis,
  );
});
afterAll(async () => {
  await gateway.close();
  await ctx.close();
});

it('serves the OpenAPI document of the public API at /api/docs/openapi.json', async () => {
  const response = await gateway.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const document = response.json();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/cards', '/api/print']));
  const asked = await gateway.inject({
    method: 'GET',
    url: '/api/docs',
    headers: { accept: 'application/json' },
  });
  expect(asked.json()).toEqual(document);
});

it('serves the reference page and its script under the gateway’s CSP (no inline script, no CDN)', async () => {
  const page = await gateway.inject({
    method: 'GET',
    url: '/api/docs',
    headers: { accept: 'text/html' },
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.body).toContain('<script src="/api/docs/viewer.js"></script>');
  expect(page.body).not.toMatch(/https?:\/\//);
  const script = await gateway.inject({ method: 'GET', url: '/api/docs/viewer.js' });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  expect(script.body).toContain("fetch('/api/docs/openapi.json')");
});
