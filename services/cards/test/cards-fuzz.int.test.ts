import { createRandom, type Random } from '@cardsmith/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const FIELDS = [
  'title',
  'category',
  'templateId',
  'frameId',
  'backgroundColor',
  'cardMessage',
  'textFont',
  'textSize',
  'elements',
  'audioUrl',
  'videoUrl',
  'userId',
  '__proto__',
  'constructor',
] as const;
const NASTY_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  '#fff',
  '#GGGGGG',
  'birthday',
  'Poppins',
  'funny1',
  'golden-borders',
  '../../etc/passwd',
  "'; drop table card; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '/api/media/abcdefghijkl',
  '//evil.example/x',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  '%00',
  '{"a":1}',
];

function randomString(r: Random): string {
  switch (r.int(4)) {
    case 0:
      return r.pick(NASTY_STRINGS);
    case 1:
      return 'x'.repeat(r.pick([1, 121, 2001, 70_000]));
    case 2:
      return String.fromCharCode(...Array.from({ length: r.int(20) }, () => r.int(0xffff)));
    default:
      return r.next().toString(36);
  }
}

function randomValue(r: Random, depth: number): unknown {
  const kind = r.int(depth > 3 ? 6 : 9);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return r.next() < 0.5;
    case 2:
      return r.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 64]);
    case 3:
    case 4:
    case 5:
      return randomString(r);
    case 6:
      return Array.from({ length: r.int(5) }, () => randomValue(r, depth + 1));
    case 7:
      return randomElement(r, depth + 1);
    default:
      return Object.fromEntries(
        Array.from({ length: r.int(5) }, () => [
          r.next() < 0.5 ? r.pick(FIELDS) : randomString(r),
          randomValue(r, depth + 1),
        ]),
      );
  }
}

function randomElement(r: Random, depth: number): unknown {
  const base: Record<string, unknown> = {
    id: r.next() < 0.8 ? `e${r.int(5)}` : randomValue(r, depth + 1),
    type: r.pick(['text', 'image', 'video', 1, null]),
    content: r.next() < 0.5 ? randomString(r) : randomValue(r, depth + 1),
    position: r.next() < 0.7 ? { x: randomValue(r, 4), y: r.int(1000) } : randomValue(r, 4),
  };
  if (r.next() < 0.5) base.size = { width: randomValue(r, 4), height: r.int(3000) - 500 };
  if (r.next() < 0.5) base.style = { fontSize: randomValue(r, 4), color: randomString(r) };
  return base;
}

/** A body: mostly card-shaped objects with wrong or hostile values, sometimes not an object. */
function randomBody(r: Random): string {
  if (r.next() < 0.15) return JSON.stringify(randomValue(r, 0));
  if (r.next() < 0.05) return r.pick(['{', '[1,', '{"title": "x",}', 'nul', '"\\ud800"', '']);
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (r.next() < 0.4)
      body[field] =
        field === 'elements' && r.next() < 0.6
          ? Array.from({ length: r.int(4) }, () => randomElement(r, 1))
          : randomValue(r, 1);
  }
  return JSON.stringify(body);
}

describe('POST /api/cards with garbage', () => {
  it('never answers 5xx to 300 random bodies', async () => {
    const visitor = newVisitor();
    const statuses = new Map<number, number>();
    for (let seed = 1; seed <= 300; seed += 1) {
      const payload = randomBody(createRandom(seed));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cards',
        headers: { ...visitor, 'content-type': 'application/json' },
        payload,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `seed ${seed}: ${payload.slice(0, 300)} → ${res.body}`).toBeLessThan(
        500,
      );
      if (res.statusCode >= 400) {
        expect(typeof res.json().message, `seed ${seed}`).toBe('string');
      }
    }
    // Some garbage must still make valid cards (defaults fill the rest), or the test is too narrow.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  }, 120_000);
});
