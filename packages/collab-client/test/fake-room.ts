import {
  applyOp,
  ClientMessageSchema,
  type AppliedOp,
  type CollabCardData,
  type ServerMessage,
} from '@cardsmith/contracts';
import { MemoryNetwork, type MemorySocket } from '../src/testing/index.js';

interface Member {
  socket: MemorySocket;
  clientId: string;
  name: string;
}

/**
 * A stand-in for services/collab's room, enough for the client's rules: it answers a join with
 * the room's card, version and acknowledged seqs, applies each client's operations once (by seq),
 * sends them to everyone in order with an `ack` to the sender, and can refuse a join or a batch
 * the way the real server does.
 */
export class FakeRoom {
  readonly network = new MemoryNetwork();
  /** Every socket a client opened, newest last. */
  readonly sockets: MemorySocket[] = [];
  /** The client messages the room received, in order. */
  readonly received: Array<Record<string, unknown>> = [];
  card: CollabCardData;
  version = 1;
  /** Per client id, the highest seq taken. */
  readonly acked: Record<string, number> = {};
  private members: Member[] = [];
  /** Sentences with which the next joins are refused, oldest first. */
  refuseJoins: string[] = [];
  /** The sentence with which the next batch of operations is refused instead of taken. */
  refuseUpdate: string | null = null;
  /** An administrator locked the session: joiners hear it in their sync. */
  locked = false;

  constructor(card: CollabCardData) {
    this.card = card;
  }

  /** What the client's `openSocket` calls: a new connection to this room. */
  readonly open = () => {
    const { client, server } = this.network.pair();
    this.sockets.push(server);
    server.addEventListener('message', (event) => this.receive(server, String(event.data)));
    server.addEventListener('close', () => this.leave(server));
    return client;
  };

  /** Lets every queued frame, open and close reach the other side. */
  flush(): void {
    this.network.flush();
  }

  /** Another editor's operations, as if made by a client already in the room. */
  changeBy(clientId: string, ops: AppliedOp['op'][]): void {
    this.apply(ops.map((op) => ({ clientId, op })));
  }

  /** Locks or unlocks the session, as an administrator does, telling everyone in the room. */
  setLocked(locked: boolean): void {
    this.locked = locked;
    this.broadcast({ type: 'session_status', locked });
  }

  /** Closes every connection with `code`, as an administrator or the rate limiter does. */
  closeAll(code: number): void {
    for (const member of this.members) member.socket.close(code);
  }

  private receive(socket: MemorySocket, data: string): void {
    const message = ClientMessageSchema.parse(JSON.parse(data));
    this.received.push(JSON.parse(data) as Record<string, unknown>);
    switch (message.type) {
      case 'join': {
        const refusal = this.refuseJoins.shift();
        if (refusal) return this.send(socket, { type: 'error', message: refusal });
        const member = { socket, clientId: message.clientId, name: message.name ?? '' };
        this.broadcast({
          type: 'client_joined',
          clientId: member.clientId,
          name: member.name,
          count: this.members.length + 1,
          role: 'editor',
        });
        this.members.push(member);
        this.send(socket, {
          type: 'sync',
          cardData: this.card,
          version: this.version,
          count: this.members.length,
          members: this.members.map(({ clientId, name }) => ({ clientId, name, role: 'editor' })),
          acked: { ...this.acked },
          locked: this.locked,
        });
        return;
      }
      case 'ops': {
        if (this.refuseUpdate) {
          this.send(socket, { type: 'error', message: this.refuseUpdate });
          this.refuseUpdate = null;
          return;
        }
        const fresh = message.ops.filter(({ seq }) => seq > (this.acked[message.clientId] ?? 0));
        this.acked[message.clientId] = Math.max(
          this.acked[message.clientId] ?? 0,
          ...message.ops.map(({ seq }) => seq),
        );
        this.apply(fresh.map(({ seq, op }) => ({ clientId: message.clientId, seq, op })));
        this.send(socket, { type: 'ack', seq: this.acked[message.clientId]! });
        return;
      }
      case 'cursor_update':
        this.broadcast(
          {
            type: 'cursor_update',
            clientId: message.clientId,
            position: message.position,
            name: message.name ?? '',
            color: message.color,
          },
          socket,
        );
        return;
      case 'presence':
        this.broadcast(
          { type: 'presence', clientId: message.clientId, name: message.name || 'Anonymous User' },
          socket,
        );
        return;
      case 'leave':
        this.leave(socket);
        return;
      case 'update':
        throw new Error('The collaboration client sends operations, never whole cards.');
    }
  }

  private leave(socket: MemorySocket): void {
    const member = this.members.find((m) => m.socket === socket);
    if (!member) return;
    this.members = this.members.filter((m) => m !== member);
    this.broadcast({
      type: 'client_left',
      clientId: member.clientId,
      name: member.name,
      count: this.members.length,
    });
  }

  /** Applies operations in order and sends what they changed to everyone, senders included. */
  private apply(ops: AppliedOp[]): void {
    const applied: AppliedOp[] = [];
    for (const entry of ops) {
      const result = applyOp(this.card, entry.op);
      if (!('card' in result) || !result.applied) continue;
      this.card = result.card;
      applied.push({ ...entry, op: result.applied });
    }
    if (applied.length === 0) return;
    this.version += 1;
    this.broadcast({ type: 'ops', version: this.version, ops: applied });
  }

  private broadcast(message: ServerMessage, except?: MemorySocket): void {
    for (const member of this.members) {
      if (member.socket !== except) this.send(member.socket, message);
    }
  }

  private send(socket: MemorySocket, message: ServerMessage): void {
    socket.send(JSON.stringify(message));
  }
}
