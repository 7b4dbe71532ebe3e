import { ADMIN_TEMPLATE_UPLOAD, CUSTOM_FRAME_LIMITS, MEDIA_LIMITS } from '@cardsmith/contracts';

/** Services the gateway forwards to, each at its own base URL (config `<NAME>_URL`). */
export const UPSTREAMS = ['cards', 'ai', 'media', 'scheduler', 'print', 'collab'] as const;
export type Upstream = (typeof UPSTREAMS)[number];

const MB = 1024 * 1024;
/** Room a multipart body needs beyond its file: boundaries, part headers and the other fields. */
const MULTIPART_OVERHEAD = MB;
export const DEFAULT_BODY_LIMIT = MB;
const MEDIA_BODY_LIMIT = Math.max(...Object.values(MEDIA_LIMITS)) + MULTIPART_OVERHEAD;
const FRAME_BODY_LIMIT = CUSTOM_FRAME_LIMITS.maxBytes + MULTIPART_OVERHEAD;

export interface RoutingRule {
  /** Only requests with this method match; every method when absent. */
  method?: 'POST';
  path: string;
  /** `exact`: the path alone; `prefix`: the path and everything below it. */
  match: 'exact' | 'prefix';
  /** `gateway` routes are answered by the gateway itself. */
  target: Upstream | 'gateway';
  /** Largest request body, in bytes, accepted before anything is forwarded. */
  bodyLimit: number;
}

const rule = (
  match: RoutingRule['match'],
  path: string,
  target: RoutingRule['target'],
  extra: Partial<Pick<RoutingRule, 'method' | 'bodyLimit'>> = {},
): RoutingRule => ({ match, path, target, bodyLimit: DEFAULT_BODY_LIMIT, ...extra });

/**
 * ARCHITECTURE §2 as data. The first matching rule wins, so the scheduler's paths come before
 * the `/api/cards` prefix they live under, and the frame upload before `/api/catalog`.
 */
export const ROUTING_TABLE: readonly RoutingRule[] = [
  rule('exact', '/api/cards/schedule', 'scheduler', { method: 'POST' }),
  rule('prefix', '/api/schedules', 'scheduler'),
  rule('prefix', '/api/catalog/frames', 'cards', { bodyLimit: FRAME_BODY_LIMIT }),
  rule('prefix', '/api/cards', 'cards'),
  rule('prefix', '/api/catalog', 'cards'),
  rule('prefix', '/api/social', 'cards'),
  rule('prefix', '/api/ai', 'ai'),
  rule('exact', '/api/generateMessage', 'ai', { method: 'POST' }),
  rule('prefix', '/api/voice', 'media', { bodyLimit: MEDIA_BODY_LIMIT }),
  rule('prefix', '/api/speech', 'media', { bodyLimit: MEDIA_BODY_LIMIT }),
  rule('prefix', '/api/video', 'media', { bodyLimit: MEDIA_BODY_LIMIT }),
  rule('prefix', '/api/media', 'media', { bodyLimit: MEDIA_BODY_LIMIT }),
  rule('prefix', '/api/print', 'print'),
  rule('prefix', '/api/payments', 'print'),
  rule('prefix', '/api/collab', 'collab'),
  rule('exact', '/api/admin/templates', 'gateway', {
    method: 'POST',
    bodyLimit: ADMIN_TEMPLATE_UPLOAD.maxBodyBytes,
  }),
  rule('prefix', '/api/admin', 'gateway'),
  rule('prefix', '/api/auth', 'gateway'),
  rule('exact', '/ws', 'collab'),
];

function pathMatches(rule: RoutingRule, path: string): boolean {
  if (path === rule.path) return true;
  return rule.match === 'prefix' && path.startsWith(`${rule.path}/`);
}

/** The rule for a request, or null when no service answers it. `path` carries no query string. */
export function matchRoute(method: string, path: string): RoutingRule | null {
  const upper = method.toUpperCase();
  return (
    ROUTING_TABLE.find((r) => (!r.method || r.method === upper) && pathMatches(r, path)) ?? null
  );
}

export function bodyLimitFor(method: string, path: string): number {
  return matchRoute(method, path)?.bodyLimit ?? DEFAULT_BODY_LIMIT;
}

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
