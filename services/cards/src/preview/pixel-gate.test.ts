import { describe, expect, it } from 'vitest';
import { PixelGate } from './pixel-gate.js';

const never = new AbortController().signal;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('PixelGate', () => {
  it('runs renders together while their pixels fit, and a heavy one alone', async () => {
    const gate = new PixelGate(100);
    const admitted: string[] = [];
    const releaseA = await gate.acquire(60, never);
    const b = gate.acquire(50, never).then((release) => (admitted.push('b'), release));
    const c = gate.acquire(0, never).then((release) => (admitted.push('c'), release));
    await settled();
    // c costs nothing but waits its turn behind b: arrival order is kept.
    expect(admitted).toEqual([]);
    releaseA();
    await settled();
    expect(admitted).toEqual(['b', 'c']);
    (await b)();
    (await c)();
  });

  it('admits a render over the budget when nothing else runs', async () => {
    const gate = new PixelGate(100);
    const release = await gate.acquire(500, never);
    release();
  });

  it('forgets a render whose time ran out while waiting, and admits the next', async () => {
    const gate = new PixelGate(100);
    const releaseA = await gate.acquire(100, never);
    const timeout = new AbortController();
    const waiting = gate.acquire(10, timeout.signal);
    const next = gate.acquire(10, never);
    timeout.abort(new Error('too slow'));
    await expect(waiting).rejects.toThrow('too slow');
    releaseA();
    (await next)();
  });
});
