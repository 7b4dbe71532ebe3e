import { describe, expect, it } from 'vitest';
import { isWebPage, webPagePath } from './web-pages.js';

describe('isWebPage', () => {
  it.each([
    '/',
    '/editor',
    '/editor/',
    '/cards/AbCdEfGhIjKlMnOpQrStU',
    '/ar-view/abc',
    '/orders/x1',
  ])('%s is a page of the app', (path) => expect(isWebPage(path)).toBe(true));

  it.each([
    '/this-page-does-not-exist',
    '/cards',
    '/cards/a/b',
    '/ar-view',
    '/editor/extra',
    '/sign-in',
    '/orderss',
  ])('%s is not', (path) => expect(isWebPage(path)).toBe(false));
});

describe('webPagePath', () => {
  it('fills in and encodes the parameters', () => {
    expect(webPagePath('/cards/:id', { id: 'a b' })).toBe('/cards/a%20b');
    expect(webPagePath('/faq')).toBe('/faq');
  });

  it('refuses a missing parameter', () => {
    expect(() => webPagePath('/orders/:id')).toThrow('The page /orders/:id needs its id.');
  });
});
