import type { CollabSocket } from '../socket.js';

type Listeners = {
  open: Array<() => void>;
  message: Array<(event: { data: unknown }) => void>;
  close: Array<(event: { code: number }) => void>;
  error: Array<() => void>;
};

/**
 * One end of an in-memory socket pair. Nothing is delivered when it is sent: frames, opens and
 * closes wait in the network's queue until `MemoryNetwork.flush()`, so a test decides when the
 * wire moves and every run sees the same order.
 */
export class MemorySocket implements CollabSocket {
  peer!: MemorySocket;
  private readonly listeners: Listeners = { open: [], message: [], close: [], error: [] };
  private state: 'connecting' | 'open' | 'closed' = 'connecting';

  constructor(private readonly network: MemoryNetwork) {}

  get isOpen(): boolean {
    return this.state === 'open';
  }

  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  addEventListener(type: keyof Listeners, listener: (event: never) => void): void {
    (this.listeners[type] as Array<(event: never) => void>).push(listener);
  }

  /** Frames sent before the open or after a close go nowhere, as on a real socket. */
  send(data: string): void {
    if (this.state !== 'open') return;
    const peer = this.peer;
    this.network.enqueue(() => {
      if (peer.state === 'open') peer.emit('message', { data });
    });
  }

  close(code = 1000): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.network.enqueue(() => this.emit('close', { code }));
    // Behind the frames already on the wire, as a closing handshake is.
    const peer = this.peer;
    this.network.enqueue(() => peer.closedByPeer(code));
  }

  /** The connection failed: an error, then a close with 1006 on both ends. */
  fail(): void {
    if (this.state === 'closed') return;
    this.network.enqueue(() => this.emit('error', undefined));
    this.close(1006);
  }

  opened(): void {
    if (this.state !== 'connecting') return;
    this.state = 'open';
    this.emit('open', undefined);
  }

  private closedByPeer(code: number): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.emit('close', { code });
  }

  private emit<K extends keyof Listeners>(type: K, event: Parameters<Listeners[K][number]>[0]) {
    for (const listener of [...this.listeners[type]]) {
      (listener as (event: unknown) => void)(event);
    }
  }
}

/** The wire between in-memory sockets: a queue of deliveries, run in order on `flush()`. */
export class MemoryNetwork {
  private readonly queue: Array<() => void> = [];

  /** A connected pair: both ends open on the next flush. */
  pair(): { client: MemorySocket; server: MemorySocket } {
    const client = new MemorySocket(this);
    const server = new MemorySocket(this);
    client.peer = server;
    server.peer = client;
    this.enqueue(() => {
      server.opened();
      client.opened();
    });
    return { client, server };
  }

  enqueue(delivery: () => void): void {
    this.queue.push(delivery);
  }

  /** Delivers everything queued, including what the deliveries themselves send. */
  flush(): void {
    for (let delivery = this.queue.shift(); delivery; delivery = this.queue.shift()) delivery();
  }
}
