import { describe, expect, it } from 'vitest';
import { cacheControlFor, relativeAssetPath, wantsSpa } from './spa.js';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('wantsSpa', () => {
  it('answers browser navigations to any page path', () => {
    expect(wantsSpa('GET', '/', HTML)).toBe(true);
    expect(wantsSpa('GET', '/cards/abc', HTML)).toBe(true);
    expect(wantsSpa('GET', '/no/such/page', HTML)).toBe(true);
    expect(wantsSpa('HEAD', '/editor', HTML)).toBe(true);
  });

  it('leaves API, socket and health paths, other methods and non-HTML requests alone', () => {
    expect(wantsSpa('GET', '/api/nope', HTML)).toBe(false);
    expect(wantsSpa('GET', '/ws', HTML)).toBe(false);
    expect(wantsSpa('GET', '/healthz', HTML)).toBe(false);
    expect(wantsSpa('GET', '/readyz', HTML)).toBe(false);
    expect(wantsSpa('POST', '/editor', HTML)).toBe(false);
    expect(wantsSpa('GET', '/assets/app.js', '*/*')).toBe(false);
    expect(wantsSpa('GET', '/editor', 'application/json')).toBe(false);
  });

  it('answers page paths for clients that send no or a generic Accept (link unfurlers, curl)', () => {
    expect(wantsSpa('GET', '/editor', undefined)).toBe(true);
    expect(wantsSpa('GET', '/cards/abc', '*/*')).toBe(true);
  });

  it('still answers page paths that merely start like a reserved one', () => {
    expect(wantsSpa('GET', '/apiary', HTML)).toBe(true);
  });
});

describe('cacheControlFor', () => {
  it('caches fingerprinted assets for a year and revalidates the rest', () => {
    expect(cacheControlFor('assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('no-cache');
  });
});

describe('relativeAssetPath', () => {
  it('maps URL paths into the build folder', () => {
    expect(relativeAssetPath('/assets/a.js')).toBe('assets/a.js');
    expect(relativeAssetPath('/my%20file.txt')).toBe('my file.txt');
    expect(relativeAssetPath('/')).toBeNull();
  });

  it('refuses paths that leave the folder or name dotfiles', () => {
    expect(relativeAssetPath('/../secret')).toBeNull();
    expect(relativeAssetPath('/assets/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(relativeAssetPath('/.env')).toBeNull();
    expect(relativeAssetPath('/a%5c..%5cb')).toBeNull();
    expect(relativeAssetPath('/%E0%A4%A')).toBeNull();
    expect(relativeAssetPath('/a%00b')).toBeNull();
  });
});
