import path from 'node:path';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import {
  bullPrefix,
  createRateLimiter,
  installErrorHandling,
  installMetrics,
  installTracing,
  realScheduler,
  requestIdOptions,
  OneLineRequestLog,
  serveMetricsWithApp,
  tracingEnabled,
  type Logger,
  type Scheduler,
} from '@cardsmith/service-kit';
import { Queue } from 'bullmq';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { AccountsRepository } from './accounts/accounts.repository.js';
import { installAccountIdentity, registerAccountRoutes } from './accounts/accounts.routes.js';
import { AccountsService } from './accounts/accounts.service.js';
import { registerAdminUsersRoutes } from './accounts/admin-users.routes.js';
import { AdminUsersService } from './accounts/admin-users.service.js';
import { Counter, type Histogram } from 'prom-client';
import { Pool } from 'undici';
import { createAdminUpstreams } from './adapters/admin-upstreams.js';
import { createOwnershipPeers, type OwnershipPeers } from './adapters/ownership-peers.js';
import { createAccountDataPeers } from './adapters/account-data-peers.js';
import { AccountDataService } from './account-data/account-data.service.js';
import { registerAccountDataRoutes } from './account-data/account-data.routes.js';
import { createSchedulerMailer, type SignInMailer } from './adapters/sign-in-mailer.js';
import { createHttpVideoFronts } from './adapters/video-fronts.js';
import { AdminAuthService } from './admin/admin-auth.service.js';
import { AdminDashboardService } from './admin/admin-dashboard.service.js';
import { PLATFORM_QUEUES } from './admin/admin-queues.js';
import { AdminSecondFactor } from './admin/admin-second-factor.js';
import type { AdminPassword } from './admin/admin-password.js';
import { resolveAdminPassword } from './admin/admin-setup.js';
import { AdminSessionsRepository } from './admin/admin-sessions.repository.js';
import { AdminTotpStepsRepository } from './admin/admin-totp-steps.repository.js';
import { registerAdminOrderRoutes } from './admin/admin-orders.routes.js';
import { registerAdminSettingsRoutes } from './admin/admin-settings.routes.js';
import { AdminSettingsService } from './admin/admin-settings.service.js';
import { registerAdminTemplateRoutes } from './admin/admin-templates.routes.js';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { LoginLockout } from './admin/login-lockout.js';
import { extraOrigins, type GatewayConfig } from './config.js';
import type { GatewayDb } from './db/database.js';
import { registerApiDocs } from './docs/docs.routes.js';
import { registerHealth } from './health/health.routes.js';
import { isQuietAnswer } from './logging/quiet-answers.js';
import { ApiFastPath } from './proxy/api-fast-path.js';
import { installBodyLimits } from './proxy/body-limit.js';
import { CachedAnswers } from './proxy/cached-answers.js';
import { SignedVisitors } from './proxy/proxy-headers.js';
import { CACHED_ANSWER_MAX_BYTES, registerProxies, upstreamUrls } from './proxy/proxy.routes.js';
import { ResponseCache } from './proxy/response-cache.js';
import { CardSource } from './recipient/card-source.js';
import { UPSTREAMS, type Upstream } from './routing/routing-table.js';
import { registerRecipientPage } from './recipient/recipient.routes.js';
import { enforceActionLimit, scaledActionLimits } from './security/action-limits.js';
import { allowedOrigins, refuseForeignMutation } from './security/origin-policy.js';
import { installResourcePolicy } from './security/resource-policy.js';
import { registerSecurity, securityHeaders } from './security/security.js';
import { installVisitorIdentity } from './visitor/visitor-cookie.js';
import { IndexHtml } from './web/index-html.js';
import { StaticFiles } from './web/static-files.js';
import { answerClientError } from './web/client-error.js';
import { staticFirstServer } from './web/static-first-server.js';
import { registerWeb } from './web/web.routes.js';
import { VideoCardGate } from './video/video-card-access.js';

/**
 * The API fast path's connections to each service: kept alive, as many as reply-from's agent
 * allows per origin (the README's 128).
 */
const POOL_OPTIONS = { connections: 128 };

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  db: Kysely<GatewayDb>;
  /** Defaults to the configured one (see resolveAdminPassword). */
  adminPassword?: AdminPassword;
  /** Clock of the action limits' windows (ms since the epoch); tests pin it. */
  now?: () => number;
  /** The /ws relay's handshake and drain time limits; defaults to real time. */
  scheduler?: Scheduler;
  /** Sign-in emails; defaults to the scheduler's send-now route. */
  mailer?: SignInMailer;
  /** The services' ownership routes; defaults to the configured URLs. */
  ownershipPeers?: OwnershipPeers;
  /** The API fast path (on by default; tests turn it off to compare it with the ordinary route). */
  apiFastPath?: boolean;
}

/**
 * The public origin. Files of the web build are answered from memory before Fastify (see
 * staticFirstServer). Hooks run in the order added: security headers first so even refusals carry
 * them, then the refusal of other sites' mutations (before a visitor is issued for them), the
 * visitor (its cookie rides on every answer), body limits, rate limits, the per-visitor and
 * per-network limits of costly actions. The gateway parses no bodies of its own: everything it
 * forwards streams through.
 */
export async function buildApp({
  config,
  logger,
  redis,
  db,
  adminPassword,
  now,
  scheduler = realScheduler,
  mailer,
  ownershipPeers,
  apiFastPath = true,
}: GatewayDeps): Promise<FastifyInstance> {
  const headers = securityHeaders(config.PUBLIC_ORIGIN, {
    stripe: config.STRIPE_PUBLISHABLE_KEY !== undefined,
    mediaOrigin: config.S3_PUBLIC_ENDPOINT && new URL(config.S3_PUBLIC_ENDPOINT).origin,
  });
  const staticFiles = await StaticFiles.load(config.WEB_DIST_DIR, headers);
  const staticAnswers = new Counter({
    name: 'gateway_static_answers_total',
    help: 'Files of the web build answered from memory, before Fastify',
    labelNames: ['status'],
    registers: [],
  });
  // Built once the app is (it shares the app's cookie signer, limiter and response cache).
  let fastPath: ApiFastPath | null = null;
  const app = Fastify({
    serverFactory: staticFirstServer(
      staticFiles,
      (status) => staticAnswers.inc({ status: String(status) }),
      (request, response) =>
        fastPath !== null && !tracingEnabled() && fastPath.handle(request, response),
      config.BODY_STALL_TIMEOUT_MS,
    ),
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    ...requestIdOptions,
    // One line per request; successful reads of build files and previews at debug.
    logController: new OneLineRequestLog((request, reply) =>
      isQuietAnswer(request.method, request.url, reply.statusCode),
    ),
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler: answerClientError,
  });
  installTracing(app, 'gateway');
  installErrorHandling(app);
  // Hooks on every request take a callback rather than return a promise: no promise and no
  // microtask hop per hook on the API hop (bench/gateway's JSON row).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The gateway faces the internet: its metrics go out on a port of their own, not /metrics.
  const metrics = installMetrics(app, 'gateway', { route: false });
  metrics.registerMetric(staticAnswers);
  serveMetricsWithApp(app, metrics, { port: config.METRICS_PORT, host: config.HOST });

  const rateLimiter = createRateLimiter(redis, 'gateway:rate-limit:', {
    scheduler,
    ...(now ? { now } : {}),
    // The counts stay local until Redis answers again; /readyz reports the outage.
    onFlushError: (error) => app.log.warn({ err: error }, 'rate limit counts not sent to Redis'),
  });
  app.addHook('onClose', () => rateLimiter.stop());
  await registerSecurity(app, headers, {
    limiter: rateLimiter,
    max: config.RATE_LIMIT_MAX,
    maxPerAddress: config.RATE_LIMIT_MAX_PER_ADDRESS ?? config.RATE_LIMIT_MAX,
    timeWindowMs: config.RATE_LIMIT_WINDOW_MS,
  });
  installResourcePolicy(app);
  const origins = allowedOrigins(config.PUBLIC_ORIGIN, extraOrigins(config));
  app.addHook('onRequest', (request, _reply, done) => {
    refuseForeignMutation(request, origins);
    done();
  });
  await app.register(cookie, { secret: config.COOKIE_SECRET, hook: 'onRequest' });
  const visitorCookies = installVisitorIdentity(app, config.PUBLIC_ORIGIN);
  const secureCookies = config.PUBLIC_ORIGIN.startsWith('https:');
  const peers =
    ownershipPeers ??
    createOwnershipPeers(
      {
        cards: config.CARDS_URL,
        scheduler: config.SCHEDULER_URL,
        print: config.PRINT_URL,
        media: config.MEDIA_URL,
      },
      config.INTERNAL_SECRET,
    );
  const accountsRepository = new AccountsRepository(db);
  const accounts = new AccountsService({
    repository: accountsRepository,
    mailer: mailer ?? createSchedulerMailer(config.SCHEDULER_URL, config.INTERNAL_SECRET),
    peers,
    limiter: rateLimiter.actions('sign-in:'),
    publicOrigin: config.PUBLIC_ORIGIN,
    logger,
    ...(now ? { now: () => new Date(now()) } : {}),
  });
  installAccountIdentity(app, accounts, config.INTERNAL_SECRET);
  installBodyLimits(app);
  const limiter = rateLimiter.actions('action:');
  const actionLimits = scaledActionLimits(config.ACTION_LIMIT_MULTIPLIER);
  app.addHook('preHandler', async (request) =>
    enforceActionLimit(limiter, actionLimits, request, {
      visitorId: request.visitorId,
      visitorMintedNow: !request.visitorKnown,
      ip: request.ip,
    }),
  );
  // Compress answers on their way out only; request bodies go to the services as sent.
  await app.register(compress, { globalDecompression: false, encodings: ['br', 'gzip'] });

  const upstreams = createAdminUpstreams(
    {
      cards: config.CARDS_URL,
      collab: config.COLLAB_URL,
      print: config.PRINT_URL,
      media: config.MEDIA_URL,
      ai: config.AI_URL,
      scheduler: config.SCHEDULER_URL,
    },
    config.INTERNAL_SECRET,
  );
  const adminAuth = new AdminAuthService(
    adminPassword ?? (await resolveAdminPassword(config, logger)),
    new AdminSecondFactor(config.ADMIN_TOTP_SECRET, now),
    new AdminSessionsRepository(db),
    new AdminTotpStepsRepository(db),
    new LoginLockout(redis, now),
    ...(now ? [() => new Date(now())] : []),
  );
  registerAdminRoutes(app, {
    auth: adminAuth,
    dashboard: new AdminDashboardService(upstreams, accountsRepository),
    upstreams,
    secureCookies,
  });
  registerAdminUsersRoutes(app, {
    auth: adminAuth,
    users: new AdminUsersService(accountsRepository, peers),
    accounts,
  });
  registerAccountRoutes(app, accounts, { secureCookies });
  registerAccountDataRoutes(
    app,
    new AccountDataService({
      peers: createAccountDataPeers(
        {
          cards: config.CARDS_URL,
          scheduler: config.SCHEDULER_URL,
          print: config.PRINT_URL,
          media: config.MEDIA_URL,
          collab: config.COLLAB_URL,
          ai: config.AI_URL,
        },
        config.INTERNAL_SECRET,
      ),
      accounts: accountsRepository,
      limiter: rateLimiter.actions('account-data:'),
      logger,
      ...(now ? { now: () => new Date(now()) } : {}),
    }),
    { publicOrigin: config.PUBLIC_ORIGIN, secureCookies },
  );
  registerAdminOrderRoutes(app, {
    auth: adminAuth,
    upstreams,
    print: { url: config.PRINT_URL, internalSecret: config.INTERNAL_SECRET },
  });
  // The queue dashboard's BullMQ connection is its own (no ioredis keyPrefix; blocking commands
  // never retried), opened at its first use.
  const queueRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: true });
  const platformQueues = PLATFORM_QUEUES.map(
    (name) => new Queue(name, { connection: queueRedis, prefix: bullPrefix(config.REDIS_PREFIX) }),
  );
  app.addHook('onClose', async () => {
    await Promise.all(platformQueues.map((queue) => queue.close()));
    queueRedis.disconnect();
  });
  await registerAdminSettingsRoutes(app, {
    auth: adminAuth,
    settings: new AdminSettingsService(upstreams),
    upstreams,
    queues: {
      serverAdapter: new FastifyAdapter(),
      queues: platformQueues.map((queue) => new BullMQAdapter(queue)),
    },
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  registerAdminTemplateRoutes(app, {
    auth: adminAuth,
    upstreams,
    media: { url: config.MEDIA_URL, internalSecret: config.INTERNAL_SECRET },
  });
  const signedVisitors = new SignedVisitors(config.INTERNAL_SECRET);
  const cached = new CachedAnswers(
    new ResponseCache({
      maxBytes: config.RESPONSE_CACHE_MB * 1024 * 1024,
      maxEntryBytes: CACHED_ANSWER_MAX_BYTES,
      maxFreshMs: config.RESPONSE_CACHE_FRESH_SECONDS * 1000,
    }),
  );
  await registerProxies(app, config, origins, {
    scheduler,
    visitors: signedVisitors,
    cached,
    videoCards: new VideoCardGate(
      createHttpVideoFronts(config.CARDS_URL, config.INTERNAL_SECRET),
      config.INTERNAL_SECRET,
    ),
  });
  // The fast path reads the client's address off the socket: behind a trusted proxy (whose
  // X-Forwarded-For names it) every API call takes the ordinary route.
  if (apiFastPath && config.TRUST_PROXY === false) {
    const upstreams = upstreamUrls(config);
    const pools = Object.fromEntries(
      UPSTREAMS.map((name) => [name, new Pool(new URL(upstreams[name]).origin, POOL_OPTIONS)]),
    ) as Record<Upstream, Pool>;
    app.addHook('onClose', async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.destroy()));
    });
    fastPath = new ApiFastPath({
      pools,
      hosts: Object.fromEntries(
        UPSTREAMS.map((name) => [name, new URL(upstreams[name]).host]),
      ) as Record<Upstream, string>,
      securityHeaders: headers,
      visitorCookies,
      parseCookie: (header) => app.parseCookie(header),
      signedVisitors,
      cached,
      limiter: rateLimiter,
      limits: {
        max: config.RATE_LIMIT_MAX,
        maxPerAddress: config.RATE_LIMIT_MAX_PER_ADDRESS ?? config.RATE_LIMIT_MAX,
        windowMs: config.RATE_LIMIT_WINDOW_MS,
      },
      logger,
      metrics: {
        requests: metrics.getSingleMetric('http_requests_total') as Counter<string>,
        duration: metrics.getSingleMetric('http_request_duration_seconds') as Histogram<string>,
      },
    });
  }
  registerHealth(app, { redis, upstreams: upstreamUrls(config) });
  registerApiDocs(app, config.PUBLIC_ORIGIN);
  // The build's index.html, read by the recipient page and the SPA's navigations alike.
  const index = new IndexHtml(path.join(path.resolve(config.WEB_DIST_DIR), 'index.html'));
  registerRecipientPage(app, {
    index,
    publicOrigin: config.PUBLIC_ORIGIN,
    cards: new CardSource(config.CARDS_URL),
  });
  await registerWeb(app, config.WEB_DIST_DIR, { inMemory: staticFiles, index });
  return app;
}
