import {
  addressRoutes,
  collabRoutes,
  groupRoutes,
  sharingRoutes,
  type RouteDef,
} from '@cardsmith/contracts';
import {
  HttpError,
  type ActionLimit,
  type ActionLimiter,
  type Actor,
} from '@cardsmith/service-kit';
import { matchRoute, pathOf } from '../routing/routing-table.js';
import { answerFor } from '../proxy/own-answer.js';
import { RATE_LIMIT_MESSAGE } from './security.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Costly or countable actions, limited per visitor and per client network on top of the general
 * rate limit. A cookie minted on the request has no quota of its own, and the network's quota
 * bounds what fresh cookies from one address can do.
 */
export const ACTION_LIMITS = {
  ai: { perVisitor: 20, perNetwork: 60, windowMs: MINUTE },
  upload: { perVisitor: 20, perNetwork: 60, windowMs: MINUTE },
  like: { perVisitor: 30, perNetwork: 20, windowMs: MINUTE },
  view: { perVisitor: 30, perNetwork: 20, windowMs: MINUTE },
  /** Each invitation emails an address the visitor typed: a spam channel without a bound. */
  invite: { perVisitor: 30, perNetwork: 60, windowMs: HOUR },
  /**
   * A group card's signature written or removed by a sign link, a recipient's thank-you, or an
   * address sent by an address link.
   */
  sign: { perVisitor: 30, perNetwork: 60, windowMs: MINUTE },
} as const satisfies Record<string, ActionLimit>;
export type LimitedAction = keyof typeof ACTION_LIMITS;

/** `/api/cards/:id/like` as a pattern matching one path segment per parameter. */
function routePattern(def: Pick<RouteDef, 'method' | 'path'>) {
  const source = def.path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const path = new RegExp(`^${source}$`);
  return (method: string, requestPath: string) =>
    method.toUpperCase() === def.method && path.test(requestPath);
}

const UPLOAD_PATHS = [
  '/api/media',
  '/api/voice',
  '/api/speech',
  '/api/video',
  '/api/catalog/frames',
];
const isUpload = (method: string, path: string) =>
  method.toUpperCase() === 'POST' &&
  UPLOAD_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
/** Every generation is a POST to the ai service, so routes added there are covered too. */
const isAi = (method: string, path: string) =>
  method.toUpperCase() === 'POST' && matchRoute(method, path)?.target === 'ai';
const isLike = routePattern(sharingRoutes.like);
const isView = routePattern(sharingRoutes.recordView);
const isInvite = routePattern(collabRoutes.invite);
const isGroupInvite = routePattern(groupRoutes.invite);
const isSignWrite = [
  groupRoutes.sign,
  groupRoutes.unsign,
  groupRoutes.thank,
  addressRoutes.submit,
].map(routePattern);

/** The limited action a request is, if any. */
export function limitedActionOf(method: string, url: string): LimitedAction | null {
  const path = pathOf(url);
  if (isAi(method, path)) return 'ai';
  if (isUpload(method, path)) return 'upload';
  if (isLike(method, path)) return 'like';
  if (isView(method, path)) return 'view';
  if (isInvite(method, path) || isGroupInvite(method, path)) return 'invite';
  if (isSignWrite.some((matches) => matches(method, path))) return 'sign';
  return null;
}

/** ACTION_LIMITS with every count multiplied (ACTION_LIMIT_MULTIPLIER). */
export function scaledActionLimits(multiplier: number): Record<LimitedAction, ActionLimit> {
  const scale = (limit: ActionLimit): ActionLimit => ({
    perVisitor: Math.ceil(limit.perVisitor * multiplier),
    perNetwork: Math.ceil(limit.perNetwork * multiplier),
    windowMs: limit.windowMs,
  });
  return {
    ai: scale(ACTION_LIMITS.ai),
    upload: scale(ACTION_LIMITS.upload),
    like: scale(ACTION_LIMITS.like),
    view: scale(ACTION_LIMITS.view),
    invite: scale(ACTION_LIMITS.invite),
    sign: scale(ACTION_LIMITS.sign),
  };
}

/**
 * Refuses a limited action over its limit with 429 (with the legacy AI fields where its client
 * reads them). The limiter answers from this process's counts, so Redis trouble never blocks it.
 */
export async function enforceActionLimit(
  limiter: ActionLimiter,
  limits: Record<LimitedAction, ActionLimit>,
  request: { method: string; url: string },
  actor: Actor,
): Promise<void> {
  const action = limitedActionOf(request.method, request.url);
  if (!action) return;
  if (!(await limiter.admit(action, limits[action], actor))) {
    throw answerFor(request, new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE));
  }
}
