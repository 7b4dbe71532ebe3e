import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  cardsRoutes,
  createApiClient,
  sharingRoutes,
  COLLAB_ERRORS,
  type Card,
  type CollabCardData,
  type ServerMessage,
} from '@cardsmith/contracts';
import { loadConfig, visitorHeaders, type Redis } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
export { DEAD_URL } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, type CollabAppDeps } from '../src/app.js';
import { startCardsGate, type CardsGate } from './cards-gate.js';
import { CollabEnvSchema } from '../src/config.js';
import type { CollabDb } from '../src/db/database.js';

export interface Running {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The real cards service, started once for the project by the global setup. */
export const cardsUrl = (): string => inject('serviceUrls').cards!;

const callCards = () =>
  createApiClient({ baseUrl: cardsUrl(), validate: true, credentials: 'omit' });

/** A card as the cards service holds it, read through its public route. */
export async function savedCard(cardId: string): Promise<Card> {
  return callCards()(
    cardsRoutes.getCard,
    { params: { id: cardId } },
    { headers: visitorHeaders(TEST_INTERNAL_SECRET, newVisitorId()) },
  );
}

/** One collab replica, as main.ts builds it, listening on an ephemeral port. */
export async function startCollab(
  cardsUrl: string,
  env: Record<string, string> = {},
  deps: Pick<CollabAppDeps, 'scheduler' | 'clock'> = {},
): Promise<Running & { db: Kysely<CollabDb>; redis: Redis }> {
  const infra = inject('infra');
  const ctx = createTestServiceContext<CollabDb>(infra, 'collab');
  const config = loadConfig(CollabEnvSchema, {
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    REDIS_PREFIX: infra.redisPrefix,
    CARDS_URL: cardsUrl,
    COLLAB_PERSIST_INTERVAL_MS: '300',
    ...env,
  });
  const app = await buildApp({ config, logger: ctx.logger, db: ctx.db, redis: ctx.redis, ...deps });
  const url = await listen(app);
  return {
    app,
    url,
    db: ctx.db,
    redis: ctx.redis,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

export interface FileServices {
  /** The cards service as this file's collab reaches it: through a gate that can refuse saves. */
  cards: CardsGate;
  collab: Awaited<ReturnType<typeof startCollab>>;
  /** Clients a test opened; they are closed with the services. */
  clients: TestClient[];
}

/** Starts collab (before a cards gate) once for the calling test file, stops them after it. */
export function startServicesForFile(
  collabDeps: Pick<CollabAppDeps, 'scheduler' | 'clock'> = {},
): FileServices {
  const services = { clients: [] as TestClient[] } as FileServices;
  beforeAll(async () => {
    services.cards = await startCardsGate(cardsUrl());
    services.collab = await startCollab(services.cards.url, {}, collabDeps);
  });
  afterAll(async () => {
    await Promise.all(services.clients.map((client) => client.close()));
    await services.collab?.close();
    await services.cards?.close();
  });
  return services;
}

export const newCardId = () => randomBytes(16).toString('base64url');
export const newVisitorId = () => `visitor-${randomUUID()}`;

export const sampleCard = (overrides: Partial<CollabCardData> = {}): CollabCardData => ({
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: 'Happy birthday!',
  elements: [
    { id: 'title', type: 'text', content: 'Hello', position: { x: 250, y: 100 } },
    {
      id: 'photo',
      type: 'image',
      content: 'https://example.com/a.png',
      position: { x: 250, y: 400 },
    },
  ],
  ...overrides,
});

/** A ws client that records what it receives and waits for the messages a test expects. */
export class TestClient {
  readonly received: ServerMessage[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as ServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async connect(
    baseUrl: string,
    visitorId: string,
    query = '',
    headers: Record<string, string> = visitorHeaders(TEST_INTERNAL_SECRET, visitorId),
  ): Promise<TestClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws${query}`, { headers });
    const client = new TestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Takes the first received message of `type` that matches, waiting for it if need be. Waits
   * have no deadline of their own: the test's timeout bounds them, so a busy machine only makes
   * them slower, and a socket the server closed fails them at once.
   */
  async next<T extends ServerMessage['type']>(
    type: T,
    match: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const found = await this.take(
      (m): m is Extract<ServerMessage, { type: T }> =>
        m.type === type && match(m as Extract<ServerMessage, { type: T }>),
    );
    if (!found) {
      throw new Error(
        `no ${type} message (closed: ${this.closeCode}); got ${JSON.stringify(this.received)}`,
      );
    }
    return found;
  }

  /** The next card state the client was told to show, by `update` or `sync`. */
  async nextCardData(match: (cardData: CollabCardData) => boolean): Promise<CollabCardData> {
    const found = await this.take(
      (m): m is Extract<ServerMessage, { type: 'update' | 'sync' }> =>
        (m.type === 'update' || m.type === 'sync') && match(m.cardData),
    );
    if (!found) throw new Error(`no matching card state; got ${JSON.stringify(this.received)}`);
    return found.cardData;
  }

  /**
   * Resolves once the server has handled every message this client sent before, and sent what
   * they caused: a `leave` of another card goes through the same queue and is answered with an
   * error. Asserting that a message did NOT arrive is sound after it, unlike after a sleep.
   */
  async roundTrip(clientId: string): Promise<void> {
    this.send({ type: 'leave', cardId: newCardId(), clientId });
    await this.next('error', (m) => m.message === COLLAB_ERRORS.otherCard);
  }

  /** Resolves once the server closed the socket; its close code. */
  async closed(): Promise<number> {
    while (this.closeCode === null) await this.nextEvent();
    return this.closeCode;
  }

  /** Removes and returns the first received message that matches; null once the socket closed. */
  private async take<M extends ServerMessage>(
    matches: (message: ServerMessage) => message is M,
  ): Promise<M | null> {
    for (;;) {
      const found = this.received.find(matches);
      if (found) {
        this.received.splice(this.received.indexOf(found), 1);
        return found;
      }
      if (this.closeCode !== null) return null;
      await this.nextEvent();
    }
  }

  private nextEvent(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** Joins and waits for the sync, the way the web client does on open. */
export async function joined(
  baseUrl: string,
  cardId: string,
  options: {
    visitorId?: string;
    clientId?: string;
    name?: string;
    initialCardData?: CollabCardData;
    editToken?: string;
    query?: string;
  } = {},
) {
  const visitorId = options.visitorId ?? newVisitorId();
  const clientId = options.clientId ?? `client-${randomUUID().slice(0, 8)}`;
  const client = await TestClient.connect(baseUrl, visitorId, options.query);
  client.send({
    type: 'join',
    cardId,
    clientId,
    name: options.name ?? 'Ann',
    initialCardData: options.initialCardData ?? sampleCard(),
    ...(options.editToken ? { editToken: options.editToken } : {}),
  });
  const sync = await client.next('sync');
  return { client, clientId, visitorId, sync };
}

/** The edit token of a card (what an edit link carries), as its owner asks cards for it. */
export async function editTokenOf(cardId: string, ownerVisitorId: string): Promise<string> {
  const { editUrl } = await callCards()(
    sharingRoutes.createShareLink,
    { body: { cardId, kind: 'edit' } },
    { headers: visitorHeaders(TEST_INTERNAL_SECRET, ownerVisitorId) },
  );
  const token = editUrl && new URL(editUrl).searchParams.get('edit');
  if (!token) throw new Error(`cards gave no edit link for ${cardId}`);
  return token;
}

/** Ann (owner) and Bob (editor, by the edit link) in a new card's room. */
export async function annAndBob(services: FileServices, initialCardData?: CollabCardData) {
  const cardId = newCardId();
  const ann = await joined(services.collab.url, cardId, {
    name: 'Ann',
    ...(initialCardData ? { initialCardData } : {}),
  });
  const editToken = await editTokenOf(cardId, ann.visitorId);
  const bob = await joined(services.collab.url, cardId, { name: 'Bob', editToken });
  await ann.client.next('client_joined');
  services.clients.push(ann.client, bob.client);
  return { cardId, ann, bob, editToken };
}
