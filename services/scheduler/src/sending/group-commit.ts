import DataLoader from 'dataloader';

export interface GroupCommitOptions {
  maxBatchSize?: number;
  /**
   * How long a batch waits for more calls once it could go (the database's commit_delay, Kafka's
   * linger.ms). Jobs reach a worker one Redis round trip apart, so without it most batches were
   * of two or three; every statement saved is a round trip and a wake-up of Postgres.
   */
  lingerMs?: number;
}

/**
 * Group commit for one statement that takes many keys: a call made while the previous batch is
 * still at the database waits for it and goes with the other waiting calls in the next batch,
 * which also takes the calls of the next `lingerMs`. Many concurrent jobs share one round trip
 * (and one query compile) instead of each paying its own, which is where a busy worker's time
 * went.
 *
 * `run` answers for every key it was given, in order. A failed batch fails each of its calls.
 */
export function groupCommit<K, V>(
  run: (keys: readonly K[]) => Promise<V[]>,
  { maxBatchSize = 100, lingerMs = 0 }: GroupCommitOptions = {},
): (key: K) => Promise<V> {
  let inFlight: Promise<unknown> = Promise.resolve();
  const loader = new DataLoader<K, V>(
    (keys) => {
      const batch = run(keys);
      inFlight = batch.catch(() => undefined);
      return batch;
    },
    {
      // Every call is its own: nothing is remembered between them.
      cache: false,
      maxBatchSize,
      // The calls of the current turn of the event loop (and of the linger) join the batch too.
      batchScheduleFn: (dispatch) => {
        void inFlight.then(() =>
          lingerMs > 0 ? setTimeout(dispatch, lingerMs) : setImmediate(dispatch),
        );
      },
    },
  );
  return (key) => loader.load(key);
}
