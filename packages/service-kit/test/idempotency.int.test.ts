import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@cardsmith/contracts';
import { createServiceApp } from '../src/app.js';
import { HttpError } from '../src/errors.js';
import {
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  installIdempotency,
} from '../src/idempotency.js';
import { registerRoute } from '../src/route.js';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '../../testing/src/index.js';
import { visitorHeaders } from '../src/visitor.js';

const infra = inject('infra');
const ctx = createTestServiceContext<any>(infra, 'kit_idempotency');
const create = defineRoute({
  method: 'POST',
  path: '/things',
  body: z.object({ name: z.string(), fail: z.boolean().default(false) }),
  response: z.object({ id: z.number(), name: z.string() }),
  status: 201,
});
const app = createServiceApp({
  name: 'kit-idempotency',
  logger: ctx.logger,
  internalSecret: TEST_INTERNAL_SECRET,
  redis: ctx.redis,
});
installIdempotency(app, {
  redis: ctx.redis,
  prefix: `${infra.redisPrefix}idempotency-test:${randomUUID()}:`,
  routes: [create],
});
let created = 0;
/** Holds the handler until released, so a repeat can arrive while the first still runs. */
let gate: Promise<void> = Promise.resolve();
/** Called as the handler starts: its key is claimed by then. */
let onEnter = () => {};
registerRoute(app, create, async ({ body }) => {
  onEnter();
  await gate;
  if (body.fail) throw new HttpError(400, 'validation_failed', 'Not this one.');
  created += 1;
  return { id: created, name: body.name };
});

afterAll(async () => {
  await app.close();
  await ctx.close();
});

const visitor = () => visitorHeaders(TEST_INTERNAL_SECRET, `visitor-${randomUUID()}`);
const send = (headers: Record<string, string>, key: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/things',
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });

describe('idempotency keys', () => {
  it('answer a repeat with the first result and create nothing twice', async () => {
    const alice = visitor();
    const before = created;
    const first = await send(alice, 'key-aaaaaaaa', { name: 'card' });
    const again = await send(alice, 'key-aaaaaaaa', { name: 'card' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(created).toBe(before + 1);
  });

  it('are each visitor’s own, and without one every request runs', async () => {
    const before = created;
    await send(visitor(), 'key-shared-1', { name: 'a' });
    await send(visitor(), 'key-shared-1', { name: 'a' });
    const bob = visitor();
    await send(bob, undefined, { name: 'b' });
    await send(bob, undefined, { name: 'b' });
    expect(created).toBe(before + 4);
  });

  it('refuse the same key for another request, and a repeat while the first still runs', async () => {
    const alice = visitor();
    await send(alice, 'key-bbbbbbbb', { name: 'one' });
    const other = await send(alice, 'key-bbbbbbbb', { name: 'two' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.otherRequest);

    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (onEnter = resolve));
    const running = send(alice, 'key-cccccccc', { name: 'slow' });
    await entered;
    const repeat = await send(alice, 'key-cccccccc', { name: 'slow' });
    release();
    gate = Promise.resolve();
    onEnter = () => {};
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    expect((await running).statusCode).toBe(201);
  });

  it('forget a failed first answer, so a retry runs', async () => {
    const alice = visitor();
    const failed = await send(alice, 'key-dddddddd', { name: 'x', fail: true });
    expect(failed.statusCode).toBe(400);
    const retried = await send(alice, 'key-dddddddd', { name: 'x', fail: true });
    expect(retried.statusCode).toBe(400);
    expect(retried.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
  });

  it('refuse a key that is no key', async () => {
    const res = await send(visitor(), 'a b', { name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.badKey);
  });
});
