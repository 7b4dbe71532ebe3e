import {
  ClientMessageSchema,
  mergeCardData,
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
 * the room's card and version, merges each update against the version it names, relays it to the
 * others, and can refuse a join or an update the way the real server does.
 */
export class FakeRoom {
  readonly network = new MemoryNetwork();
  /** Every socket a client opened, newest last. */
  readonly sockets: MemorySocket[] = [];
  /** The client messages the room received, in order. */
  readonly received: Array<Record<string, unknown>> = [];
  card: CollabCardData;
  version = 1;
  private readonly history = new Map<number, CollabCardData>();
  private members: Member[] = [];
  /** Sentences with which the next joins are refused, oldest first. */
  refuseJoins: string[] = [];
  /** The sentence with which the next update is refused instead of taken. */
  refuseUpdate: string | null = null;

  constructor(card: CollabCardData) {
    this.card = card;
    this.history.set(this.version, card);
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

  /** Another editor's change, as if made by a client already in the room. */
  changeBy(clientId: string, card: CollabCardData): void {
    this.store(card);
    this.broadcast({ type: 'update', clientId, cardData: card, version: this.version });
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
        });
        return;
      }
      case 'update': {
        if (this.refuseUpdate) {
          this.send(socket, { type: 'error', message: this.refuseUpdate });
          this.refuseUpdate = null;
          return;
        }
        const base =
          message.baseVersion === undefined ? [] : [this.history.get(message.baseVersion)];
        const seen = base.filter((card): card is CollabCardData => card !== undefined);
        const { merged, changedRoom, differsFromSender } = mergeCardData(
          seen,
          message.cardData,
          this.card,
        );
        if (!changedRoom) return;
        this.store(merged);
        const relay = { cardData: merged, version: this.version };
        this.broadcast({ type: 'update', clientId: message.clientId, ...relay }, socket);
        // As the real room does: a sender whose own view lost to the merge gets the merge as a sync.
        if (differsFromSender) this.send(socket, { type: 'sync', ...relay });
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

  private store(card: CollabCardData): void {
    this.version += 1;
    this.card = card;
    this.history.set(this.version, card);
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
