import type { z } from 'zod';
import type { ApiErrorBody } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses the API answers with (the body is always `ApiErrorBody`). */
export const ERROR_STATUSES = [
  400, 401, 402, 403, 404, 409, 410, 413, 415, 416, 422, 429, 503,
] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * Who may call a route, as the OpenAPI document's security schemes name them: any visitor (the
 * gateway mints the signed visitor cookie on the first request), the admin session, or a caller
 * proving itself by a signature (Stripe's and Twilio's webhooks, the print vendor's callbacks,
 * signed file links).
 */
export type RouteSecurity = 'visitor' | 'admin' | 'stripe' | 'twilio' | 'vendor' | 'signedUrl';

/** A multipart form: its text fields (a zod object) and its file fields, by name. */
export interface MultipartBody {
  fields?: z.ZodType;
  files: Record<string, { required: boolean; accept: string }>;
}

/**
 * A route of the public API: services register handlers against it, clients call it.
 * `path` uses Fastify's `:param` syntax.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer; 200 when absent. */
  status?: number;
  /** A body sent as an HTML form would send it (Twilio's callbacks) rather than as JSON. */
  bodyType?: 'form';
  /** For a route whose body is a multipart form rather than JSON (the OpenAPI document says so). */
  multipart?: MultipartBody;
  /**
   * Error answers besides those every route of its kind gives (see `openapi.ts`), each with the
   * sentence it carries or when it happens.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Who may call it; `visitor` when absent, `admin` under `/api/admin/` (see `openapi.ts`). */
  security?: RouteSecurity;
}

export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OptionalKeys<T extends RouteDef> = {
  [K in 'params' | 'querystring' | 'body' as T[K] extends z.ZodType ? K : never]: InputOf<T[K]>;
};
export type RouteInput<T extends RouteDef> = OptionalKeys<T>;
export type RouteOutput<T extends RouteDef> = z.output<T['response']>;

/** A non-2xx answer, with the uniform error body when the server sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    fallback: string,
  ) {
    super(body?.message ?? fallback);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  /** Parse answers with the route's schema (service-to-service calls do; the browser trusts its origin). */
  validate?: boolean;
  credentials?: 'include' | 'same-origin' | 'omit';
}

export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? fetch;
  return async function call<T extends RouteDef>(
    route: T,
    input: RouteInput<T>,
    init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<RouteOutput<T>> {
    const { params, querystring, body } = input as {
      params?: Record<string, unknown>;
      querystring?: Record<string, unknown>;
      body?: unknown;
    };
    let url = (options.baseUrl ?? '') + buildPath(route.path, params);
    if (querystring) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(querystring)) {
        if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
      }
      const text = search.toString();
      if (text) url += `?${text}`;
    }
    const headers: Record<string, string> = { ...options.headers, ...init.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(url, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: options.credentials ?? 'include',
      signal: init.signal,
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const errorBody =
        json && typeof json === 'object' && 'message' in json ? (json as ApiErrorBody) : null;
      throw new ApiRequestError(
        response.status,
        errorBody,
        `${response.status}: ${text || response.statusText}`,
      );
    }
    return (options.validate ? route.response.parse(json) : json) as RouteOutput<T>;
  };
}
export type ApiCall = ReturnType<typeof createApiClient>;
