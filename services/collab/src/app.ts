import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { COLLAB_LIMITS, DeliveriesQueue } from '@cardsmith/contracts';
import {
  createServiceApp,
  installOutboxRelay,
  realScheduler,
  registerAccountDataRoutes,
  type Logger,
  type Redis,
  type Scheduler,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Gauge } from 'prom-client';
import { CollabAccountDataRepository } from './account-data/account-data.repository.js';
import { createCardsClient, type CardsPort } from './adapters/cards-client.js';
import type { CollabConfig } from './config.js';
import type { CollabDb } from './db/database.js';
import { ClientAcksRepository } from './rooms/client-acks.repository.js';
import { RoomBus } from './rooms/room.bus.js';
import { RoomPersistence } from './rooms/room-persistence.js';
import { RoomRegistry } from './rooms/room-registry.js';
import { RoomStore } from './rooms/room.store.js';
import { InviteesRepository } from './people/invitees.repository.js';
import { registerPeopleRoutes } from './people/people.routes.js';
import { PeopleService } from './people/people.service.js';
import { RoomsService } from './rooms/rooms.service.js';
import { registerSessionRoutes } from './sessions/sessions.routes.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { SessionsService } from './sessions/sessions.service.js';
import { OutputBatch } from './socket/output-batch.js';
import { SocketHandler } from './socket/socket-handler.js';
import { registerSocketRoutes } from './socket/socket.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The protocol's entry point for any socket: `/ws` hands it WebSockets, and a test can hand it
     * one end of an in-memory socket pair to drive the server without a network.
     */
    collabSockets: SocketHandler;
  }
}

export interface CollabAppDeps {
  config: CollabConfig;
  logger: Logger;
  db: Kysely<CollabDb>;
  /** Commands; the pub/sub subscriber is a duplicate of it that the app owns. */
  redis: Redis;
  /** Defaults to the cards service at CARDS_URL. */
  cards?: CardsPort;
  /** Save timers, retry back-offs, heartbeats and cursor batches; defaults to real time. */
  scheduler?: Scheduler;
  /** The clock sockets' rate limits count by; defaults to real time. */
  clock?: () => number;
}

export async function buildApp(deps: CollabAppDeps): Promise<FastifyInstance> {
  const { config, logger, db, redis } = deps;
  const scheduler = deps.scheduler ?? realScheduler;
  const app = createServiceApp({
    name: 'collab',
    logger,
    internalSecret: config.INTERNAL_SECRET,
    db,
    redis,
  });

  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', (error) => logger.warn({ err: error.message }, 'redis subscriber error'));
  const store = new RoomStore(redis);
  const bus = new RoomBus(redis, subscriber, redis.options.keyPrefix ?? '', randomUUID());
  const sessionRows = new SessionsRepository(db);
  const sessions = new SessionsService(sessionRows);
  const cards = deps.cards ?? createCardsClient(config.CARDS_URL, config.INTERNAL_SECRET);
  const acks = new ClientAcksRepository(db);
  const persistence = new RoomPersistence(
    store,
    acks,
    cards,
    sessions,
    logger,
    config.COLLAB_PERSIST_INTERVAL_MS,
    scheduler,
  );
  const registry = new RoomRegistry({
    store,
    bus,
    persistence,
    sessions,
    logger,
    presenceTtlMs: config.COLLAB_PRESENCE_TTL_MS,
    scheduler,
  });
  sessions.attachRooms(registry);
  const rooms = new RoomsService({
    registry,
    store,
    acks,
    bus,
    cards,
    sessions,
    persistence,
    logger,
    presenceTtlMs: config.COLLAB_PRESENCE_TTL_MS,
    scheduler,
  });
  const sockets = new SocketHandler(rooms, logger, deps.clock);
  app.decorate('collabSockets', sockets);

  await app.register(websocket, {
    options: { maxPayload: COLLAB_LIMITS.socketMaxPayloadBytes },
    // Clients leave (the last one saving its room) before their sockets close with "going away".
    preClose: async () => {
      registry.stopHeartbeat();
      await sockets.shutdown();
      // Rooms still unsaved stay in Redis for the next joiner; no retry may outlive the pools.
      persistence.stop();
      await registry.drain();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });
  registerSocketRoutes(app, sockets, {
    batch: new OutputBatch(),
    connections: new Gauge({
      name: 'collab_ws_connections',
      help: 'WebSocket connections open on this replica',
      registers: [app.metrics],
    }),
  });
  registerSessionRoutes(app, sessions, config.INTERNAL_SECRET);
  registerAccountDataRoutes(app, new CollabAccountDataRepository(db), config.INTERNAL_SECRET);
  // An invitation's email goes to the scheduler as a job on its queue, through collab's outbox.
  installOutboxRelay(app, {
    db,
    queues: [DeliveriesQueue],
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
  });
  registerPeopleRoutes(
    app,
    new PeopleService(cards, sessionRows, new InviteesRepository(db), config.PUBLIC_ORIGIN),
  );

  app.addHook('onReady', async () => {
    registry.startHeartbeat();
    await registry.heartbeat();
  });
  app.addHook('onClose', async () => bus.close());
  return app;
}
