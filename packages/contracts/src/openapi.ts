import { z } from 'zod';
import * as contracts from './index.js';
import { ApiErrorBodySchema } from './errors.js';
import { binaryRoutes, type BinaryRouteDef } from './binary-routes.js';
import type { ErrorStatus, MultipartBody, RouteDef, RouteSecurity } from './route.js';

type JsonSchema = Record<string, unknown>;

type Content = Record<string, { schema: JsonSchema }>;

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    description?: string;
    schema: JsonSchema;
  }[];
  requestBody?: { required: true; description?: string; content: Content };
  responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Content }
  >;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; url: string };
  };
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

function isRouteDef(value: unknown): value is RouteDef {
  const route = value as Partial<RouteDef> | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    typeof route.method === 'string' &&
    typeof route.path === 'string' &&
    route.response instanceof z.ZodType
  );
}

/**
 * Every public route the contracts declare: each exported `<area>Routes` map (`cardsRoutes`,
 * `printRoutes`, …) of `defineRoute`s whose path is under /api/. A map added to the contracts is
 * documented without touching this file.
 */
export function publicRoutes(): { area: string; name: string; route: RouteDef }[] {
  return Object.entries(contracts)
    .filter(([exportName]) => /Routes$/.test(exportName))
    .flatMap(([exportName, map]) =>
      Object.entries(map as Record<string, unknown>)
        .filter((entry): entry is [string, RouteDef] => isRouteDef(entry[1]))
        .filter(([, route]) => route.path.startsWith('/api/'))
        .map(([name, route]) => ({ area: exportName.replace(/Routes$/, ''), name, route })),
    );
}

/**
 * A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of a zod schema, as the client sends it
 * (`input`) or reads it (`output`). Definitions it needs move to `components` under the
 * operation's name so every `$ref` resolves in the one document.
 */
function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  owner: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const rename = (name: string) => `${owner}.${name}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
          ? [key, `#/components/schemas/${rename(inner.slice('#/$defs/'.length))}`]
          : [key, rewrite(inner)],
      ),
    );
  };
  for (const [name, definition] of Object.entries($defs ?? {})) {
    components[rename(name)] = rewrite(definition) as JsonSchema;
  }
  return rewrite(rest) as JsonSchema;
}

function parameters(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  owner: string,
  components: Record<string, JsonSchema>,
): NonNullable<OpenApiOperation['parameters']> {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input', owner, components) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** The gateway's cookies and the signatures that stand in for them (see `RouteSecurity`). */
const SECURITY_SCHEMES: Record<RouteSecurity, JsonSchema> = {
  visitor: {
    type: 'apiKey',
    in: 'cookie',
    name: 'cs_vid',
    description:
      'The signed visitor id. The gateway sets it on the first response to a browser that has none, so a first request may come without it; cards, media and deliveries belong to it.',
  },
  admin: {
    type: 'apiKey',
    in: 'cookie',
    name: 'cs_admin',
    description: 'The admin session, set by `POST /api/admin/login`.',
  },
  stripe: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: 'Stripe signs each webhook event with the endpoint’s secret.',
  },
  twilio: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Twilio-Signature',
    description: 'Twilio signs each status callback with the account’s auth token.',
  },
  vendor: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Vendor-Signature',
    description:
      'The print vendor signs each callback (HMAC of `X-Vendor-Timestamp` and the raw body).',
  },
  signedUrl: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: 'A link signed by the platform, sent to the one who may open it.',
  },
};

/** Every operation answers these (the gateway's rate limit, a service that is down). */
const COMMON_ERRORS = {
  429: 'Too many requests: `message` says when to try again, and so does `Retry-After`.',
  503: 'The service behind this route is not available right now; try again shortly.',
} as const;

/**
 * The error answers of a route: those its shape implies (400 for any input, 404 for an id in the
 * path, 413 for a body, 403 for a write from another origin, 401 without the admin session), the
 * ones every route gives, and the ones it declares.
 */
function errorResponses(
  route: {
    method: string;
    path: string;
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    multipart?: unknown;
    rawBody?: unknown;
    errors?: Partial<Record<ErrorStatus, string>>;
  },
  security: RouteSecurity,
): OpenApiOperation['responses'] {
  const hasBody = Boolean(route.body || route.multipart || route.rawBody);
  const implied: Partial<Record<ErrorStatus, string>> = {
    ...((route.params || route.querystring || hasBody) && {
      400: 'The request does not match this description: `issues` names each field and what is wrong.',
    }),
    ...(security === 'admin' && { 401: 'There is no admin session: sign in first.' }),
    ...(route.method !== 'GET' &&
      security === 'visitor' && {
        403: 'A write from a page of another origin is refused.',
      }),
    ...(route.params ? { 404: 'Nothing with this id exists, or it is not yours.' } : {}),
    ...(hasBody && { 413: 'The body is larger than this route accepts.' }),
    ...COMMON_ERRORS,
    ...route.errors,
  };
  return Object.fromEntries(
    Object.entries(implied).map(([status, description]) => [
      status,
      {
        description: description!,
        ...(status === '429' && {
          headers: {
            'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
          },
        }),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    ]),
  );
}

function securityOf(route: { path: string; security?: RouteSecurity }): RouteSecurity {
  if (route.security) return route.security;
  const signInItself = route.path === '/api/admin/login' || route.path === '/api/admin/session';
  return route.path.startsWith('/api/admin/') && !signInItself ? 'admin' : 'visitor';
}

/** A visitor's cookie is optional (minted on the first request); the others are required. */
function securityRequirement(security: RouteSecurity): Record<string, string[]>[] {
  return security === 'visitor' ? [{ visitor: [] }, {}] : [{ [security]: [] }];
}

function multipartContent(
  multipart: MultipartBody,
  owner: string,
  components: Record<string, JsonSchema>,
): Content {
  const fields = multipart.fields
    ? (jsonSchema(multipart.fields, 'input', owner, components) as {
        properties?: Record<string, JsonSchema>;
        required?: string[];
      })
    : {};
  const files = Object.entries(multipart.files);
  return {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          ...fields.properties,
          ...Object.fromEntries(
            files.map(([name, file]) => [
              name,
              {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: file.accept,
              },
            ]),
          ),
        },
        required: [
          ...(fields.required ?? []),
          ...files.filter(([, file]) => file.required).map(([name]) => name),
        ],
      },
    },
  };
}

const pathOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export interface OpenApiOptions {
  version?: string;
  /** The public origin the API is served from (the gateway's `PUBLIC_ORIGIN`). */
  serverUrl?: string;
}

/** The OpenAPI 3.1 document of the public API, generated from the contracts. */
export function buildOpenApiDocument({
  version = '1.0.0',
  serverUrl = 'http://localhost:8080',
}: OpenApiOptions = {}): OpenApiDocument {
  const components: Record<string, JsonSchema> = {
    // Read as input so the extra fields some routes add (`error`, `success`, `total`) are allowed.
    ApiError: jsonSchema(ApiErrorBodySchema, 'input', 'ApiError', {}),
  };
  const paths: OpenApiDocument['paths'] = {};
  for (const { area, name, route } of publicRoutes()) {
    const owner = `${area}.${name}`;
    const security = securityOf(route);
    const status = String(route.status ?? 200);
    const operation: OpenApiOperation = {
      operationId: owner,
      tags: [area],
      summary: `${route.method} ${route.path}`,
      security: securityRequirement(security),
      responses: {
        [status]: {
          description: 'Success',
          content: {
            'application/json': {
              schema: jsonSchema(route.response, 'output', `${owner}.response`, components),
            },
          },
        },
        ...errorResponses(route, security),
      },
    };
    const parameterList = [
      ...parameters(route.params, 'path', `${owner}.params`, components),
      ...parameters(route.querystring, 'query', `${owner}.query`, components),
    ];
    if (parameterList.length) operation.parameters = parameterList;
    if (route.multipart) {
      operation.requestBody = {
        required: true,
        content: multipartContent(route.multipart, `${owner}.body`, components),
      };
    } else if (route.body) {
      const type =
        route.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      operation.requestBody = {
        required: true,
        content: {
          [type]: { schema: jsonSchema(route.body, 'input', `${owner}.body`, components) },
        },
      };
    }
    (paths[pathOf(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  for (const [name, route] of Object.entries(binaryRoutes) as [string, BinaryRouteDef][]) {
    const owner = `binary.${name}`;
    const security = route.security ?? 'visitor';
    const operation: OpenApiOperation = {
      operationId: owner,
      tags: ['files'],
      summary: route.summary,
      security: securityRequirement(security),
      responses: {
        ...Object.fromEntries(
          Object.entries(route.responses).map(([status, response]) => [
            status,
            {
              description: response!.description,
              content: {
                [response!.contentType]: {
                  schema: response!.schema
                    ? jsonSchema(response!.schema, 'output', `${owner}.${status}`, components)
                    : { type: 'string', contentMediaType: response!.contentType },
                },
              },
            },
          ]),
        ),
        ...errorResponses(route, security),
      },
    };
    const parameterList = [
      ...parameters(route.params, 'path', `${owner}.params`, components),
      ...parameters(route.querystring, 'query', `${owner}.query`, components),
      ...Object.entries(route.headers ?? {}).map(([header, description]) => ({
        name: header,
        in: 'header' as const,
        required: false,
        description,
        schema: { type: 'string' },
      })),
    ];
    if (parameterList.length) operation.parameters = parameterList;
    if (route.multipart) {
      operation.requestBody = {
        required: true,
        content: multipartContent(route.multipart, `${owner}.body`, components),
      };
    } else if (route.rawBody) {
      operation.requestBody = {
        required: true,
        description: route.rawBody.description,
        content: { [route.rawBody.contentType]: { schema: { type: 'object' } } },
      };
    }
    (paths[pathOf(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cardsmith API',
      version,
      description:
        'The public routes of the gateway, generated from the zod contracts in packages/contracts. Every error answers `{ code, message, issues? }`, where `message` is the sentence to show.',
      license: { name: 'Cardsmith terms of use', url: new URL('/terms', serverUrl).toString() },
    },
    servers: [{ url: serverUrl, description: 'The gateway: the one public origin' }],
    security: securityRequirement('visitor'),
    paths,
    components: { schemas: components, securitySchemes: SECURITY_SCHEMES },
  };
}
