import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticFiles, headerObject, pickEncoding, type StaticAnswer } from './static-files.js';

const SCRIPT = `console.log(${JSON.stringify('card '.repeat(500))});`;
const BUILT_BR = brotliCompressSync(SCRIPT);
let dist: string;
let files: StaticFiles;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cardsmith-static-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(dist, 'assets', 'app-1.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'app-1.js.br'), BUILT_BR);
  await writeFile(path.join(dist, 'assets', 'photo-1.png'), Buffer.alloc(4096, 7));
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  files = await StaticFiles.load(dist, { 'x-frame-options': 'DENY' });
});

afterAll(() => rm(dist, { recursive: true, force: true }));

/** An answer with its headers as an object. */
function answer(method: string, url: string, headers: Record<string, string> = {}) {
  const found: StaticAnswer | null = files.answer(method, url, headers);
  return found && { ...found, headers: headerObject(found.headers) };
}

describe('StaticFiles.load', () => {
  it('holds the build’s files but not index.html, dotfiles or the compressed copies', () => {
    expect(files.size).toBe(3);
    for (const url of ['/index.html', '/.env', '/assets/app-1.js.br']) {
      expect(answer('GET', url, {})).toBeNull();
    }
  });

  it('gives an empty set for a missing folder', async () => {
    expect((await StaticFiles.load(path.join(dist, 'missing'))).size).toBe(0);
  });
});

describe('StaticFiles.answer', () => {
  it('sends the build’s brotli copy as it is, and makes the gzip one at start-up', () => {
    const br = answer('GET', '/assets/app-1.js', { 'accept-encoding': 'gzip, br' })!;
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(BUILT_BR);
    expect(br.headers['content-length']).toBe(String(BUILT_BR.length));
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    const gz = answer('GET', '/assets/app-1.js', { 'accept-encoding': 'gzip' })!;
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body!.length).toBeLessThan(SCRIPT.length / 5);
    const plain = answer('GET', '/assets/app-1.js', {})!;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body!.toString()).toBe(SCRIPT);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('keeps images and tiny files as they are, without Vary', () => {
    for (const url of ['/assets/photo-1.png', '/favicon.svg']) {
      const res = answer('GET', url, { 'accept-encoding': 'br, gzip' })!;
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
    }
    expect(answer('GET', '/favicon.svg', {})!.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to any ETag of the file, and to an unchanged Last-Modified', () => {
    const plain = answer('GET', '/assets/app-1.js', {})!;
    const br = answer('GET', '/assets/app-1.js', { 'accept-encoding': 'br' })!;
    const revalidated = answer('GET', '/assets/app-1.js', {
      'accept-encoding': 'br',
      'if-none-match': `"other", W/${plain.headers.etag}`,
    })!;
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBeNull();
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    expect(answer('GET', '/assets/app-1.js', { 'if-none-match': '"other"' })!.statusCode).toBe(200);
    expect(
      answer('GET', '/favicon.svg', {
        'if-modified-since': answer('GET', '/favicon.svg', {})!.headers['last-modified']!,
      })!.statusCode,
    ).toBe(304);
  });

  it('sends the headers it was given with every answer, 304s included', () => {
    expect(answer('GET', '/favicon.svg')!.headers['x-frame-options']).toBe('DENY');
    const etag = answer('GET', '/favicon.svg')!.headers.etag!;
    const revalidated = answer('GET', '/favicon.svg', { 'if-none-match': etag })!;
    expect(revalidated.headers['x-frame-options']).toBe('DENY');
    expect(revalidated.headers['content-length']).toBeUndefined();
  });

  it('answers HEAD with the headers only', () => {
    const head = answer('HEAD', '/favicon.svg', {})!;
    expect(head.statusCode).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers['content-length']).toBe('6');
  });

  it('leaves other methods, queries and Range requests to the file route', () => {
    expect(answer('POST', '/favicon.svg', {})).toBeNull();
    expect(answer('GET', '/favicon.svg?v=2', {})).toBeNull();
    expect(answer('GET', '/favicon.svg', { range: 'bytes=0-1' })).toBeNull();
    expect(answer('GET', '/missing.js', {})).toBeNull();
  });
});

describe('pickEncoding', () => {
  const both = { br: 1, gzip: 1 };
  it('prefers brotli, honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br', { gzip: 1 })).toBeNull();
  });
});
