import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandling, notFound } from '../src/errors.js';
import {
  defineStatusTopic,
  followStatus,
  StatusHub,
  StatusPublisher,
} from '../src/status/index.js';

const infra = inject('infra');
let run = 0;
const logger = pino({ level: 'silent' });
const Job = z.object({ id: z.string(), step: z.number(), done: z.boolean() });
type Job = z.output<typeof Job>;
const topic = defineStatusTopic('test-job', Job);
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A Redis client under a prefix of its own, so parallel tests never hear each other's changes. */
function redisOfOwn(): Redis {
  const redis = new Redis(infra.redisUrl, { keyPrefix: `${infra.redisPrefix}status-${run++}:` });
  cleanups.push(() => redis.quit());
  return redis;
}

/** Collects what a watcher hears until `count` changes arrived. */
function heard(hub: StatusHub, key: string, count: number): Promise<Job[]> {
  const changes: Job[] = [];
  return new Promise((resolve) => {
    const stop = hub.watch(topic, key, {
      change: (state) => {
        changes.push(state);
        if (changes.length === count) {
          stop();
          resolve(changes);
        }
      },
      resync: () => undefined,
      end: () => resolve(changes),
    });
  });
}

describe('the status hub', () => {
  it('costs Redis one subscription however many watch, and fans every change out to them', async () => {
    const redis = redisOfOwn();
    const hub = new StatusHub(redis, logger);
    cleanups.push(() => hub.close());
    const viewers = Array.from({ length: 50 }, () => heard(hub, 'job-1', 2));
    const other = heard(hub, 'job-2', 1);
    await hub.ready(topic);
    const channel = `${redis.options.keyPrefix}status:test-job`;
    const [, subscribers] = (await redis.call('pubsub', 'numsub', channel)) as [string, number];
    expect(subscribers).toBe(1);

    const publisher = new StatusPublisher(redis, logger);
    await publisher.publish(topic, 'job-1', { id: 'job-1', step: 1, done: false });
    await publisher.publish(topic, 'job-2', { id: 'job-2', step: 9, done: true });
    await publisher.publish(topic, 'job-1', { id: 'job-1', step: 2, done: true });
    for (const changes of await Promise.all(viewers)) {
      expect(changes.map((job) => job.step)).toEqual([1, 2]);
    }
    expect((await other).map((job) => job.step)).toEqual([9]);
    expect(hub.watchedKeys(topic)).toBe(0); // each watcher stopped once it heard its changes
  });

  it('drops a change that breaks the topic’s schema and goes on with the next', async () => {
    const redis = redisOfOwn();
    const hub = new StatusHub(redis, logger);
    cleanups.push(() => hub.close());
    const changes = heard(hub, 'job-1', 1);
    await hub.ready(topic);
    await redis.publish(
      `${redis.options.keyPrefix}status:test-job`,
      JSON.stringify({ key: 'job-1', state: { id: 'job-1', step: 'two' } }),
    );
    await new StatusPublisher(redis, logger).publish(topic, 'job-1', {
      id: 'job-1',
      step: 3,
      done: false,
    });
    expect((await changes).map((job) => job.step)).toEqual([3]);
  });
});

/** The events a stream sent, read until it ends or `until` holds. */
function readEvents(response: IncomingMessage, until?: (events: Job[]) => boolean) {
  const events: Job[] = [];
  let buffered = '';
  return new Promise<Job[]>((resolve, reject) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffered += chunk;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) events.push(JSON.parse(block.slice('data: '.length)) as Job);
      if (until?.(events)) resolve(events);
    });
    response.once('end', () => resolve(events));
    response.once('error', reject);
  });
}

async function streamingServer(redis: Redis, stored: Map<string, Job>) {
  const hub = new StatusHub(redis, logger);
  const app: FastifyInstance = Fastify({ logger: false });
  installErrorHandling(app);
  let loads = 0;
  app.get<{ Params: { id: string } }>('/jobs/:id/events', (request, reply) =>
    followStatus(request, reply, {
      hub,
      topic,
      key: request.params.id,
      load: async () => {
        loads += 1;
        const job = stored.get(request.params.id);
        if (!job) throw notFound('No such job.');
        return job;
      },
      version: (job) => job.step,
      present: (job) => ({ ...job, label: `step ${job.step}` }),
      finished: (job) => job.done,
    }),
  );
  app.addHook('preClose', () => hub.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  const port = (app.server.address() as AddressInfo).port;
  const open = async (id: string) => {
    const outgoing = request({ host: '127.0.0.1', port, path: `/jobs/${id}/events` });
    outgoing.end();
    const [response] = (await once(outgoing, 'response')) as [IncomingMessage];
    cleanups.push(async () => response.destroy());
    return response;
  };
  return { app, hub, open, loads: () => loads };
}

describe('followStatus', () => {
  it('sends the stored state once, then each change from the hub, and ends at a final one', async () => {
    const redis = redisOfOwn();
    const stored = new Map([['job-1', { id: 'job-1', step: 1, done: false }]]);
    const server = await streamingServer(redis, stored);
    const publisher = new StatusPublisher(redis, logger);
    const responses = await Promise.all(Array.from({ length: 5 }, () => server.open('job-1')));
    expect(responses[0]!.headers['content-type']).toMatch(/^text\/event-stream/);
    const streams = responses.map((response) => readEvents(response));

    // A change older than the state shown (it crossed the first read) is not sent.
    await publisher.publish(topic, 'job-1', { id: 'job-1', step: 0, done: false });
    await publisher.publish(topic, 'job-1', { id: 'job-1', step: 2, done: false });
    // The same view twice is sent once.
    await publisher.publish(topic, 'job-1', { id: 'job-1', step: 2, done: false });
    await publisher.publish(topic, 'job-1', { id: 'job-1', step: 3, done: true });
    for (const events of await Promise.all(streams)) {
      expect(events.map((job) => job.step)).toEqual([1, 2, 3]);
    }
    expect(server.loads()).toBe(5);
    expect(server.hub.watchedKeys(topic)).toBe(0);
  });

  it('shows a state again when its view changes with time alone, without a change or a read', async () => {
    const redis = redisOfOwn();
    const hub = new StatusHub(redis, logger);
    const app: FastifyInstance = Fastify({ logger: false });
    let loads = 0;
    let shownAt = 0;
    // A job whose view turns 'late' 30 ms after it was shown first, as a silent render turns
    // 'retrying'.
    app.get('/late/events', (request, reply) =>
      followStatus(request, reply, {
        hub,
        topic,
        key: 'job-late',
        load: async () => {
          loads += 1;
          return { id: 'job-late', step: 1, done: false };
        },
        version: (job) => job.step,
        present: (job) => {
          shownAt ||= Date.now();
          return { ...job, late: Date.now() - shownAt >= 30 };
        },
        finished: () => false,
        changesAfterMs: () => 30 - (Date.now() - (shownAt || Date.now())),
      }),
    );
    app.addHook('preClose', () => hub.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    const outgoing = request({
      host: '127.0.0.1',
      port: (app.server.address() as AddressInfo).port,
      path: '/late/events',
    });
    outgoing.end();
    const [response] = (await once(outgoing, 'response')) as [IncomingMessage];
    cleanups.push(async () => response.destroy());
    const events = (await readEvents(response, (seen) => seen.length === 2)) as (Job & {
      late: boolean;
    })[];
    expect(events.map((job) => job.late)).toEqual([false, true]);
    expect(loads).toBe(1);
  });

  it('answers a missing key with its error, not a stream', async () => {
    const server = await streamingServer(redisOfOwn(), new Map());
    const response = await server.app.inject({ url: '/jobs/nothing/events' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'No such job.' });
    expect(server.hub.watchedKeys(topic)).toBe(0);
  });

  it('ends every stream when the process closes', async () => {
    const redis = redisOfOwn();
    const stored = new Map([['job-1', { id: 'job-1', step: 1, done: false }]]);
    const server = await streamingServer(redis, stored);
    const events = readEvents(await server.open('job-1'));
    await server.app.close();
    expect((await events).map((job) => job.step)).toEqual([1]);
  });
});
