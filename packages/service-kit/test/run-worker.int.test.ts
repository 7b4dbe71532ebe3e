import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bullPrefix, createProducer } from '../src/queue/producer.js';
import { holdQueue } from './fixtures/queues.js';

const infra = inject('infra');
const fixture = fileURLToPath(new URL('./fixtures/run-worker.ts', import.meta.url));
const plainRedis = new Redis(infra.redisUrl);

afterAll(async () => {
  for await (const keys of plainRedis.scanStream({
    match: `${bullPrefix(infra.redisPrefix)}:kit-run-*`,
  })) {
    if ((keys as string[]).length) await plainRedis.del(...(keys as string[]));
  }
  plainRedis.disconnect();
});

function startWorkerProcess(queueName: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=@cardsmith/source', '--import', 'tsx', fixture],
    {
      env: {
        ...process.env,
        DATABASE_URL: infra.databaseUrl,
        REDIS_URL: infra.redisUrl,
        REDIS_PREFIX: infra.redisPrefix,
        QUEUE_NAME: queueName,
        METRICS_PORT: '0',
        LOG_LEVEL: 'info',
        LOG_PRETTY: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const logLines = createInterface({ input: child.stdout! });
  const logged = (msg: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const listener = (line: string) => {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.msg !== msg) return;
        logLines.off('line', listener);
        resolve(entry);
      };
      logLines.on('line', listener);
    });
  return { child, exited, logged, stderr: () => stderr };
}

describe('runWorker', () => {
  it('serves /healthz and /metrics, counts the jobs it runs and stops cleanly on SIGTERM, closing what its handlers opened', async () => {
    const queue = holdQueue(`kit-run-${randomUUID().slice(0, 8)}`);
    const worker = startWorkerProcess(queue.name);
    const producer = createProducer(queue, {
      redisUrl: infra.redisUrl,
      redisPrefix: infra.redisPrefix,
    });
    const eventsClient = new Redis(infra.redisUrl, { maxRetriesPerRequest: null });
    const events = new QueueEvents(queue.name, {
      connection: eventsClient,
      prefix: bullPrefix(infra.redisPrefix),
    });
    try {
      const { port } = await worker.logged('worker health and metrics listening');
      const health = await fetch(`http://127.0.0.1:${port as number}/healthz`);
      expect(health.status).toBe(200);

      await events.waitUntilReady();
      const id = randomUUID();
      const completed = new Promise<void>((resolve) =>
        events.on('completed', ({ jobId }) => jobId === id && resolve()),
      );
      const held = worker.logged('held');
      await producer.enqueue({ name: 'hold', data: { note: 'hello' } }, { id });
      expect(await held).toMatchObject({ jobId: id, job: 'hold', note: 'hello', attempt: 1 });
      await completed;

      const metrics = await (await fetch(`http://127.0.0.1:${port as number}/metrics`)).text();
      expect(metrics).toContain(
        `queue_jobs_completed_total{queue="${queue.name}",job="hold",service="kit-worker"} 1`,
      );
      expect(metrics).toMatch(/queue_job_duration_seconds_count\{[^}]*job="hold"[^}]*\} 1/);
      expect(metrics).toContain(
        `queue_jobs{queue="${queue.name}",state="waiting",service="kit-worker"} 0`,
      );

      const handlersClosed = worker.logged('handlers closed');
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toEqual([0, null]);
      expect(await handlersClosed).toMatchObject({ name: 'kit-worker' });
    } finally {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
      await events.close();
      eventsClient.disconnect();
      await producer.close();
    }
  }, 30_000);

  it('refuses to start, saying which job has no handler, when its handler map is incomplete', async () => {
    const worker = startWorkerProcess(`kit-run-${randomUUID().slice(0, 8)}`, {
      LEAVE_OUT_HANDLER: '1',
    });
    expect(await worker.exited).toEqual([1, null]);
    expect(worker.stderr()).toContain("[kit-worker] The worker for queue 'kit-run-");
    expect(worker.stderr()).toContain("cannot start: no handler for 'hold'.");
  }, 30_000);
});
