import { describe, expect, it, vi } from 'vitest';
import { groupCommit } from './group-commit.js';

/** A batch function whose batches finish only when the test says so. */
function controlledBatches() {
  const batches: { keys: readonly number[]; finish: (error?: Error) => void }[] = [];
  const run = (keys: readonly number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        keys,
        finish: (error) => (error ? reject(error) : resolve(keys.map((key) => `v${key}`))),
      });
    });
  return { batches, run };
}

/** Until a batch that is due has been sent (it goes in a later turn of the event loop). */
const turn = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('groupCommit', () => {
  it('sends a lone call at once, on its own', async () => {
    const { batches, run } = controlledBatches();
    const load = groupCommit(run);
    const value = load(1);
    await turn();
    expect(batches.map((batch) => batch.keys)).toEqual([[1]]);
    batches[0]!.finish();
    await expect(value).resolves.toBe('v1');
  });

  it('holds the calls made while a batch is in flight and sends them together after it', async () => {
    const { batches, run } = controlledBatches();
    const load = groupCommit(run);
    const first = load(1);
    await turn();
    const waiting = [load(2), load(3), load(4)];
    await turn();
    expect(batches).toHaveLength(1);
    batches[0]!.finish();
    await first;
    await turn();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    await expect(Promise.all(waiting)).resolves.toEqual(['v2', 'v3', 'v4']);
  });

  it('fails every call of a failed batch, and the next batch still runs', async () => {
    const { batches, run } = controlledBatches();
    const load = groupCommit(run);
    const failing = [load(1), load(2)];
    await turn();
    batches[0]!.finish(new Error('connection lost'));
    for (const call of failing) await expect(call).rejects.toThrow('connection lost');
    const next = load(3);
    await turn();
    batches[1]!.finish();
    await expect(next).resolves.toBe('v3');
  });

  it('splits a crowd into batches of at most maxBatchSize', async () => {
    const { batches, run } = controlledBatches();
    const load = groupCommit(run, { maxBatchSize: 2 });
    const calls = [load(1), load(2), load(3)];
    await turn();
    expect(batches.map((batch) => batch.keys)).toEqual([[1, 2], [3]]);
    for (const batch of batches) batch.finish();
    await expect(Promise.all(calls)).resolves.toEqual(['v1', 'v2', 'v3']);
  });

  it('takes into a batch the calls of the linger after it could go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { batches, run } = controlledBatches();
      const load = groupCommit(run, { lingerMs: 2 });
      const first = load(1);
      await turn();
      const second = load(2);
      await turn();
      expect(batches).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(2);
      expect(batches.map((batch) => batch.keys)).toEqual([[1, 2]]);
      batches[0]!.finish();
      await expect(Promise.all([first, second])).resolves.toEqual(['v1', 'v2']);
    } finally {
      vi.useRealTimers();
    }
  });
});
