import { ADMIN_TEMPLATE_UPLOAD, CUSTOM_FRAME_LIMITS, MEDIA_LIMITS } from '@cardsmith/contracts';

/** Services the gateway forwards to, each at its own base URL (config `<NAME>_URL`). */
export const UPSTREAMS = ['cards', 'ai', 'media', 'scheduler', 'print', 'collab'] as const;
export type Upstream = (typeof UPSTREAMS)[number];

const MB = 1024 * 1024;
/** Room a multipart body needs beyond its file: boundaries, part headers and the other fields. */
const MULTIPART_OVERHEAD = MB;
/** Every service's limit of the bodies it parses itself (service-kit's createServiceApp). */
export const DEFAULT_BODY_LIMIT = MB;
const MEDIA_BODY_LIMIT = Math.max(...Object.values(MEDIA_LIMITS)) + MULTIPART_OVERHEAD;
const FRAME_BODY_LIMIT = CUSTOM_FRAME_LIMITS.maxBytes + MULTIPART_OVERHEAD;
/** The scheduler's limit of form bodies: mail clients' one-click unsubscribe, Twilio's callbacks. */
const FORM_CALLBACK_LIMIT = 16 * 1024;
/** print's limit of the vendor's signed status callbacks. */
const VENDOR_CALLBACK_LIMIT = 256 * 1024;

export interface RoutingRule {
  /** Only requests with this method match; every method when absent. */
  method?: 'POST';
  path: string;
  /** `exact`: the path alone; `prefix`: the path and everything below it. */
  match: 'exact' | 'prefix';
  /** `gateway` routes are answered by the gateway itself. */
  target: Upstream | 'gateway';
  /**
   * Largest multipart POST body (an upload), in bytes, accepted before anything is forwarded;
   * every other body, uploads' paths included, gets DEFAULT_BODY_LIMIT, the services' own limit
   * of JSON bodies. A body the gateway forwarded but the service refuses for size breaks off
   * mid-stream, which the visitor would hear as the service being down.
   */
  uploadLimit?: number;
  /** A route whose service takes less than DEFAULT_BODY_LIMIT: its limit, for every body. */
  bodyLimit?: number;
}

const rule = (
  match: RoutingRule['match'],
  path: string,
  target: RoutingRule['target'],
  extra: Partial<Pick<RoutingRule, 'method' | 'uploadLimit' | 'bodyLimit'>> = {},
): RoutingRule => ({ match, path, target, ...extra });

/**
 * ARCHITECTURE §2 as data. The first matching rule wins, so the scheduler's paths come before
 * the `/api/cards` prefix they live under, and the frame upload before `/api/catalog`.
 */
export const ROUTING_TABLE: readonly RoutingRule[] = [
  rule('exact', '/api/cards/schedule', 'scheduler', { method: 'POST' }),
  rule('prefix', '/api/schedules/unsubscribe', 'scheduler', { bodyLimit: FORM_CALLBACK_LIMIT }),
  rule('prefix', '/api/schedules/sms-status', 'scheduler', { bodyLimit: FORM_CALLBACK_LIMIT }),
  rule('prefix', '/api/schedules', 'scheduler'),
  rule('prefix', '/api/catalog/frames', 'cards', { uploadLimit: FRAME_BODY_LIMIT }),
  rule('prefix', '/api/cards', 'cards'),
  rule('prefix', '/api/catalog', 'cards'),
  rule('prefix', '/api/social', 'cards'),
  rule('prefix', '/api/sign', 'cards'),
  rule('prefix', '/api/address', 'cards'),
  rule('prefix', '/api/ai', 'ai'),
  rule('exact', '/api/generateMessage', 'ai', { method: 'POST' }),
  rule('prefix', '/api/voice', 'media', { uploadLimit: MEDIA_BODY_LIMIT }),
  rule('prefix', '/api/speech', 'media', { uploadLimit: MEDIA_BODY_LIMIT }),
  rule('prefix', '/api/video', 'media', { uploadLimit: MEDIA_BODY_LIMIT }),
  rule('prefix', '/api/media', 'media', { uploadLimit: MEDIA_BODY_LIMIT }),
  rule('exact', '/api/print/vendor/callback', 'print', { bodyLimit: VENDOR_CALLBACK_LIMIT }),
  rule('prefix', '/api/print', 'print'),
  rule('prefix', '/api/payments', 'print'),
  rule('prefix', '/api/collab', 'collab'),
  rule('exact', '/api/admin/templates', 'gateway', {
    method: 'POST',
    uploadLimit: ADMIN_TEMPLATE_UPLOAD.maxBodyBytes,
  }),
  rule('prefix', '/api/admin', 'gateway'),
  rule('prefix', '/api/auth', 'gateway'),
  rule('prefix', '/api/account', 'gateway'),
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

const isMultipart = (contentType: string | undefined) =>
  contentType?.trimStart().toLowerCase().startsWith('multipart/form-data') ?? false;

/** The largest body a request may carry: its route's upload limit for a multipart POST. */
export function bodyLimitFor(method: string, path: string, contentType?: string): number {
  const route = matchRoute(method, path);
  if (
    route?.uploadLimit !== undefined &&
    method.toUpperCase() === 'POST' &&
    isMultipart(contentType)
  ) {
    return route.uploadLimit;
  }
  return route?.bodyLimit ?? DEFAULT_BODY_LIMIT;
}

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
