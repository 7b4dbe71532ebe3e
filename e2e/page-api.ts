import { expect, type Page } from '@playwright/test';

/**
 * POSTs JSON as the page's visitor (`page.request` carries the context's cookies, so the card
 * belongs to whoever is looking at the page) and returns the parsed answer, failing the test on
 * an error status.
 */
export async function postAs<T>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
