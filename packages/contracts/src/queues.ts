import { z } from 'zod';

type JobSchemas = Record<string, z.ZodType>;

/** One job of a queue, as the tagged union carries it: `name` says which payload `data` is. */
export type QueueJobOf<J extends JobSchemas> = {
  [K in keyof J & string]: { name: K; data: z.output<J[K]> };
}[keyof J & string];

/**
 * A BullMQ queue's contract (ARCHITECTURE §6): its name, and every job it carries as one zod
 * tagged union with `name` as discriminant. Producers and workers import the same definition, so
 * a payload is checked against the one schema on both sides.
 */
export interface QueueDefinition<N extends string = string, J extends JobSchemas = JobSchemas> {
  name: N;
  jobs: J;
  jobNames: readonly (keyof J & string)[];
  /** `{ name, data }` for every job of the queue; parsing it validates a job before it is sent. */
  schema: z.ZodType<QueueJobOf<J>>;
}

export type AnyQueueDefinition = QueueDefinition<string, any>;
export type JobName<Q extends AnyQueueDefinition> = Q['jobNames'][number];
export type QueueJob<Q extends AnyQueueDefinition> = QueueJobOf<Q['jobs']>;
export type JobData<Q extends AnyQueueDefinition, K extends JobName<Q>> = z.output<Q['jobs'][K]>;

/**
 * Queue names become Redis key segments: lowercase words joined by dashes keep them readable in
 * `redis-cli` and free of the `:` BullMQ uses as a separator.
 */
const QUEUE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function defineQueue<const N extends string, const J extends JobSchemas>(definition: {
  name: N;
  jobs: J;
}): QueueDefinition<N, J> {
  if (!QUEUE_NAME.test(definition.name)) {
    throw new Error(
      `Queue name '${definition.name}' must be lowercase words joined by dashes, e.g. 'video-render'.`,
    );
  }
  const jobNames = Object.keys(definition.jobs) as (keyof J & string)[];
  const [first, ...rest] = jobNames.map((name) =>
    z.object({ name: z.literal(name), data: definition.jobs[name]! }),
  );
  if (!first) throw new Error(`Queue '${definition.name}' declares no jobs.`);
  const schema = z.discriminatedUnion('name', [first, ...rest]) as unknown as z.ZodType<
    QueueJobOf<J>
  >;
  return { name: definition.name, jobs: definition.jobs, jobNames, schema };
}
