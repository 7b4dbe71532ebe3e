import type { AnyQueueDefinition, JobData, JobName } from '@cardsmith/contracts';
import type { Logger } from '../logger.js';

/** What a handler knows about the job it runs, besides its payload. */
export interface JobContext {
  /** The job id, which is the database row id. */
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** Carries the queue, job name, job id and attempt on every line. */
  logger: Logger;
  /** Aborted when the worker stops and hands the job back to the queue: stop work, throw. */
  signal: AbortSignal;
}

/**
 * One handler per job name of the queue. Being a mapped type over the queue's names, a map that
 * leaves a name out does not compile; {@link checkHandlers} refuses it at run time too, for maps
 * built dynamically or typed loosely.
 */
export type JobHandlers<Q extends AnyQueueDefinition> = {
  [K in JobName<Q>]: (data: JobData<Q, K>, job: JobContext) => Promise<void>;
};

export class HandlerMapError extends Error {
  override name = 'HandlerMapError';
}

export function checkHandlers(definition: AnyQueueDefinition, handlers: object): void {
  const given = Object.keys(handlers);
  const missing = definition.jobNames.filter(
    (name) => typeof (handlers as Record<string, unknown>)[name] !== 'function',
  );
  const unknown = given.filter((name) => !definition.jobNames.includes(name));
  const problems = [
    ...(missing.length ? [`no handler for ${missing.map((n) => `'${n}'`).join(', ')}`] : []),
    ...(unknown.length
      ? [`handlers for jobs the queue does not have: ${unknown.map((n) => `'${n}'`).join(', ')}`]
      : []),
  ];
  if (problems.length) {
    throw new HandlerMapError(
      `The worker for queue '${definition.name}' cannot start: ${problems.join('; ')}.`,
    );
  }
}
