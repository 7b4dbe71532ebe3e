/**
 * One process of the collab benchmark, so each server has a core to itself as in production:
 * `cards` creates the throwaway database and runs the cards service, `collab` the real collab
 * service against it, `gateway` the public gateway relaying /ws to that collab, `reference` a
 * minimal ws broadcast server. Each tells the parent over IPC where it listens, and stops on 'stop'.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

export interface CardsReady {
  cardsUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
}
export interface SocketReady {
  url: string;
  /** The headers each room's clients connect with: who they are to the server, per room. */
  visitors: Record<string, string>[];
}
type Side = { ready: CardsReady | SocketReady; stop: () => Promise<void> };

const SECRET = 'cardsmith-bench-internal-secret';

async function startReference(): Promise<Side> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const rooms = new Map<string, Set<WebSocket>>();
  wss.on('connection', (socket, request) => {
    const room = new URL(request.url ?? '/', 'http://x').searchParams.get('room') ?? '';
    const members = rooms.get(room) ?? new Set<WebSocket>();
    rooms.set(room, members);
    members.add(socket);
    socket.on('message', (data, isBinary) => {
      for (const other of members) if (other !== socket) other.send(data, { binary: isBinary });
    });
    socket.on('close', () => members.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ready: { url: `ws://127.0.0.1:${port}/ws`, visitors: [] },
    stop: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function startCards(): Promise<Side> {
  process.env.TESTCONTAINERS ??= 'off';
  const { loadConfig, createDb, createLogger } = await import('@cardsmith/service-kit');
  const { startMigratedInfra } = await import('@cardsmith/testing');
  const { migrations } = await import('../../services/collab/migrations/index.js');
  const { migrations: cardsMigrations } = await import('../../services/cards/migrations/index.js');
  const { buildApp } = await import('../../services/cards/src/app.js');
  const { CardsEnvSchema } = await import('../../services/cards/src/config.js');

  const infra = await startMigratedInfra([
    { schema: 'collab', migrations },
    { schema: 'cards', migrations: cardsMigrations },
  ]);
  const db = createDb<any>(infra.databaseUrl, 'cards');
  const app = await buildApp({
    config: loadConfig(CardsEnvSchema, { INTERNAL_SECRET: SECRET }),
    logger: createLogger('bench-cards', 'warn'),
    db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    ready: {
      cardsUrl: `http://127.0.0.1:${port}`,
      databaseUrl: infra.databaseUrl,
      redisUrl: infra.redisUrl,
      redisPrefix: infra.redisPrefix,
    },
    stop: async () => {
      await app.close();
      await db.destroy();
      await infra.stop();
    },
  };
}

async function startCollab(rooms: number, cards: CardsReady): Promise<Side> {
  const { loadConfig, visitorHeaders, createDb, createRedis, createLogger } =
    await import('@cardsmith/service-kit');
  const { buildApp } = await import('../../services/collab/src/app.js');
  const { CollabEnvSchema } = await import('../../services/collab/src/config.js');
  const db = createDb<any>(cards.databaseUrl, 'collab');
  const redis = createRedis(cards.redisUrl, { keyPrefix: cards.redisPrefix });
  const config = loadConfig(CollabEnvSchema, {
    INTERNAL_SECRET: SECRET,
    REDIS_PREFIX: cards.redisPrefix,
    CARDS_URL: cards.cardsUrl,
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, logger: createLogger('bench-collab', 'warn'), db, redis });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    ready: {
      url: `ws://127.0.0.1:${port}/ws`,
      visitors: Array.from({ length: rooms }, (_, i) => visitorHeaders(SECRET, `bench-${i}`)),
    },
    stop: async () => {
      await app.close();
      await db.destroy();
      redis.disconnect();
    },
  };
}

/**
 * The gateway as browsers reach collab: the visitor comes from the signed `cs_vid` cookie, signed
 * here by the gateway's own cookie signer, and the Origin is the gateway's public origin.
 */
async function startGateway(rooms: number, cards: CardsReady, collabUrl: string): Promise<Side> {
  const { loadConfig, createDb, createRedis, createLogger } =
    await import('@cardsmith/service-kit');
  const { buildApp } = await import('../../services/gateway/src/app.js');
  const { GatewayEnvSchema } = await import('../../services/gateway/src/config.js');
  const { VISITOR_COOKIE } = await import('../../services/gateway/src/visitor/visitor-cookie.js');
  // The gateway must know its own origin before it listens.
  const { freePort } = await import('@cardsmith/testing');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const redis = createRedis(cards.redisUrl, { keyPrefix: cards.redisPrefix });
  // Only the admin area reads the gateway's schema; the bench never signs in.
  const db = createDb<any>(cards.databaseUrl, 'gateway');
  const config = loadConfig(GatewayEnvSchema, {
    INTERNAL_SECRET: SECRET,
    REDIS_PREFIX: cards.redisPrefix,
    COLLAB_URL: collabUrl,
    CARDS_URL: cards.cardsUrl,
    PUBLIC_ORIGIN: origin,
    METRICS_PORT: '0',
    // Every client of a room is the same visitor, and all come from one address: the
    // per-visitor rate limit and the sockets allowed per visitor and per address are lifted.
    RATE_LIMIT_MAX: '1000000000',
    WS_MAX_SOCKETS_PER_VISITOR: '100000',
    WS_MAX_SOCKETS_PER_IP: '100000',
    WEB_DIST_DIR: '/nonexistent/cardsmith-bench-web-dist',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({
    config,
    logger: createLogger('bench-gateway', 'warn'),
    redis,
    db,
  });
  await app.listen({ port, host: '127.0.0.1' });
  // Visitor ids as the gateway issues them (21 to 64 URL-safe characters), one owner per room.
  const cookieFor = (room: number) =>
    `${VISITOR_COOKIE}=${encodeURIComponent(app.signCookie(`bench-gateway-visitor-${room}`))}`;
  return {
    ready: {
      url: `ws://127.0.0.1:${port}/ws`,
      visitors: Array.from({ length: rooms }, (_, i) => ({ cookie: cookieFor(i), origin })),
    },
    stop: async () => {
      await app.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}

// <kind> [rooms] [cards ready as JSON] [collab's http URL]
const [kind, rooms, cardsJson, collabUrl] = process.argv.slice(2);
const cardsReady = () => JSON.parse(cardsJson ?? '{}') as CardsReady;
const side =
  kind === 'cards'
    ? await startCards()
    : kind === 'collab'
      ? await startCollab(Number(rooms), cardsReady())
      : kind === 'gateway'
        ? await startGateway(Number(rooms), cardsReady(), collabUrl ?? '')
        : await startReference();
process.send?.(side.ready);
process.on('message', (message) => {
  if (message === 'stop') void side.stop().then(() => process.exit(0));
});
