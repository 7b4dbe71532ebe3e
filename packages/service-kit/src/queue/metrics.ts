import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export interface QueueMetrics {
  completed: Counter<'queue' | 'job'>;
  /** Every failed run, retried or not. */
  failed: Counter<'queue' | 'job'>;
  duration: Histogram<'queue' | 'job'>;
}

/**
 * Job counters and run time for a worker, and the queue's depth per state read from Redis at
 * each scrape (a failing read keeps the last values rather than failing the scrape).
 */
export function createQueueMetrics(
  registry: Registry,
  queueName: string,
  counts: () => Promise<Record<string, number>>,
): QueueMetrics {
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in the queue by state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const byState = await counts().catch(() => null);
      for (const [state, count] of Object.entries(byState ?? {})) {
        this.set({ queue: queueName, state }, count);
      }
    },
  });
  return {
    completed: new Counter({
      name: 'queue_jobs_completed_total',
      help: 'Jobs this worker completed',
      labelNames: ['queue', 'job'],
      registers: [registry],
    }),
    failed: new Counter({
      name: 'queue_jobs_failed_total',
      help: 'Job runs that failed on this worker, retried or not',
      labelNames: ['queue', 'job'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'queue_job_duration_seconds',
      help: 'Run time of a job on this worker',
      labelNames: ['queue', 'job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 15, 30, 60, 180],
      registers: [registry],
    }),
  };
}
