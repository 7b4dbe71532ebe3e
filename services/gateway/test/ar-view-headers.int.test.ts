import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL } from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext<unknown>(infra, 'gateway');
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

let dist: string;
let gateway: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cardsmith-ar-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Cardsmith</title>');
  gateway = await buildGateway(
    {
      CARDS_URL: DEAD_URL,
      AI_URL: DEAD_URL,
      MEDIA_URL: DEAD_URL,
      SCHEDULER_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: dist,
    },
    ctx.redis,
  );
});

afterAll(async () => {
  await gateway?.close();
  await rm(dist, { recursive: true, force: true });
});

const policyOf = async (url: string) => {
  const res = await gateway.inject({ url, headers: { accept: HTML } });
  expect(res.statusCode).toBe(200);
  return String(res.headers['content-security-policy']);
};

describe('Content-Security-Policy per page', () => {
  it('lets the 3D viewer on /ar-view/{id} use blob: textures and WebAssembly', async () => {
    const policy = await policyOf('/ar-view/card-abc123');
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toMatch(/connect-src 'self' ws:\/\/\S+ blob:;/);
    expect(policy).toMatch(/img-src [^;]*blob:/);
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('keeps every other page, /ar-preview included, on the site policy', async () => {
    for (const url of ['/', '/editor', '/ar-preview']) {
      const policy = await policyOf(url);
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('wasm-unsafe-eval');
      expect(policy).not.toMatch(/connect-src [^;]*blob:/);
    }
  });
});
