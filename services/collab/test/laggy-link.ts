import type { CollabSocket } from '@cardsmith/collab-client';
import type { ManualTimers } from '@cardsmith/collab-client/testing';
import type { MemoryClientSocket } from './memory-socket.js';

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Listener = (event: never) => void;

/**
 * A client's socket over a slow, unreliable network, on the test's clock: every frame in either
 * direction waits a random 0–`maxDelayMs`, and frames keep their order (as one WebSocket, one TCP
 * stream, keeps them). `drop()` cuts the connection as a lost network does: frames still on the
 * way are gone, the server sees the socket close and the client a 1006.
 */
export class LaggyLink implements CollabSocket {
  private readonly listeners = new Map<string, Set<Listener>>();
  private upAt = 0;
  private downAt = 0;
  private cut = false;

  constructor(
    private readonly inner: MemoryClientSocket,
    private readonly timers: ManualTimers,
    private readonly random: () => number,
    private readonly maxDelayMs: number,
  ) {
    inner.addEventListener('open', () => this.emit('open', {}));
    inner.addEventListener('message', (event) =>
      this.later('down', () => this.emit('message', event)),
    );
    inner.addEventListener('close', (event) => this.later('down', () => this.emit('close', event)));
  }

  send(data: string): void {
    this.later('up', () => {
      if (this.inner.readyState === 1) this.inner.send(data);
    });
  }

  close(): void {
    this.later('up', () => this.inner.close(1000));
  }

  drop(): void {
    if (this.cut) return;
    this.cut = true;
    this.inner.close(1006, 'network lost');
    this.emit('close', { code: 1006 });
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  private emit(type: string, event: object): void {
    if (this.cut && type !== 'close') return;
    for (const listener of this.listeners.get(type) ?? []) (listener as (e: object) => void)(event);
  }

  /** Runs `deliver` after a random delay, never before what this direction carried earlier. */
  private later(direction: 'up' | 'down', deliver: () => void): void {
    const at = Math.max(
      direction === 'up' ? this.upAt : this.downAt,
      this.timers.now() + Math.floor(this.random() * (this.maxDelayMs + 1)),
    );
    if (direction === 'up') this.upAt = at;
    else this.downAt = at;
    this.timers.setTimeout(() => {
      if (!this.cut) deliver();
    }, at - this.timers.now());
  }
}
