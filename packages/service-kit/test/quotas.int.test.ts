import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDailyQuotas } from '../src/quotas.js';

const infra = inject('infra');
const redis = new Redis(infra.redisUrl);
let clock = new Date('2026-11-28T13:00:00Z');
let run = 0;
/** A quota keeper of its own per test, so counters never cross. */
const keeper = () =>
  createDailyQuotas(redis, {
    prefix: `${infra.redisPrefix}quota-test:${run++}:`,
    now: () => clock,
  });

afterAll(async () => {
  await redis.quit();
});

describe('daily quotas', () => {
  it('refuse the take past the maximum and say when the UTC day ends', async () => {
    const quotas = keeper();
    const counter = { key: 'v:alice', max: 2 };
    expect(await quotas.take([counter])).toEqual({ admitted: true });
    expect(await quotas.take([counter])).toEqual({ admitted: true });
    expect(await quotas.take([counter])).toEqual({
      admitted: false,
      refused: counter,
      resetsAt: new Date('2026-11-29T00:00:00Z'),
    });
    clock = new Date('2026-11-29T00:00:01Z');
    expect(await quotas.take([counter])).toEqual({ admitted: true });
  });

  it('count a distinct member once and refuse only a new one past the maximum', async () => {
    const quotas = keeper();
    const to = (member: string) => [{ key: 'recipients:alice', max: 2, member }];
    expect((await quotas.take(to('ada'))).admitted).toBe(true);
    expect((await quotas.take(to('ada'))).admitted).toBe(true);
    expect((await quotas.take(to('bob'))).admitted).toBe(true);
    expect((await quotas.take(to('ada'))).admitted).toBe(true);
    expect((await quotas.take(to('cyd'))).admitted).toBe(false);
  });

  it('use up none of the other counters when one is full', async () => {
    const quotas = keeper();
    const network = { key: 'n:198.51.100.7', max: 1 };
    const visitor = { key: 'v:bob', max: 5 };
    expect((await quotas.take([visitor, network])).admitted).toBe(true);
    const refused = await quotas.take([visitor, network]);
    expect(refused).toMatchObject({ admitted: false, refused: network });
    // Four takes left for the visitor alone: the refused one counted nothing.
    for (let i = 0; i < 4; i++) expect((await quotas.take([visitor])).admitted).toBe(true);
    expect((await quotas.take([visitor])).admitted).toBe(false);
  });

  it('let several takes at once have exactly the room there is', async () => {
    const quotas = keeper();
    const counter = { key: 'budget', max: 10 };
    const answers = await Promise.all(Array.from({ length: 25 }, () => quotas.take([counter])));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(10);
  });
});
