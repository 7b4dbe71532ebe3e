import { buildOpenApiDocument } from '@cardsmith/contracts/openapi';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { prefersJson } from './docs.routes.js';
import { DOCS_PAGE, DOCS_SCRIPT } from './docs-viewer.js';

function openPage(answer: () => Promise<Response>) {
  const dom = new JSDOM(DOCS_PAGE, { runScripts: 'outside-only' });
  const fetched: string[] = [];
  dom.window.fetch = ((url: string) => {
    fetched.push(url);
    return answer();
  }) as typeof fetch;
  dom.window.eval(DOCS_SCRIPT);
  return { document: dom.window.document, fetched };
}

describe('the API reference page', () => {
  it('lists every operation of the document by area, with its schemas', async () => {
    const spec = buildOpenApiDocument();
    const { document, fetched } = openPage(async () => Response.json(spec));
    await vi.waitFor(() => expect(document.querySelectorAll('section').length).toBeGreaterThan(0));
    expect(fetched).toEqual(['/api/docs/openapi.json']);
    const operations = Object.values(spec.paths).flatMap((methods) => Object.keys(methods));
    expect(document.querySelectorAll('details')).toHaveLength(operations.length);
    const headings = [...document.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toContain('cards');
    const summaries = [...document.querySelectorAll('summary')].map((s) => s.textContent);
    expect(summaries).toContain('PUT/api/cards/{id}');
    expect(document.querySelector('pre')?.textContent).toMatch(/"type"/);
  });

  it('says so when the document cannot be loaded', async () => {
    const { document } = openPage(async () => new Response('nope', { status: 503 }));
    await vi.waitFor(() =>
      expect(document.getElementById('operations')?.textContent).toBe(
        'The API description could not be loaded (HTTP 503).',
      ),
    );
  });
});

describe('prefersJson', () => {
  it('answers JSON to API tools and the page to browsers', () => {
    expect(prefersJson('application/json')).toBe(true);
    expect(prefersJson('text/html,application/xhtml+xml,application/json;q=0.9')).toBe(false);
    expect(prefersJson('*/*')).toBe(false);
    expect(prefersJson(undefined)).toBe(false);
  });
});
