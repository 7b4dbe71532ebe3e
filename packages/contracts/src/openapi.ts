import { z } from 'zod';
import * as contracts from './index.js';
import { ApiErrorBodySchema } from './errors.js';
import type { RouteDef } from './route.js';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: {
    name: string;
    in: 'path' | 'query';
    required: boolean;
    schema: JsonSchema;
  }[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
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

/** The OpenAPI 3.1 document of the public API, generated from the zod contracts. */
export function buildOpenApiDocument(version = '1.0.0'): OpenApiDocument {
  const components: Record<string, JsonSchema> = {
    ApiError: jsonSchema(ApiErrorBodySchema, 'output', 'ApiError', {}),
  };
  const paths: OpenApiDocument['paths'] = {};
  for (const { area, name, route } of publicRoutes()) {
    const owner = `${area}.${name}`;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const status = String(route.status ?? 200);
    const operation: OpenApiOperation = {
      operationId: owner,
      tags: [area],
      summary: `${route.method} ${route.path}`,
      responses: {
        [status]: {
          description: 'Success',
          content: {
            'application/json': {
              schema: jsonSchema(route.response, 'output', `${owner}.response`, components),
            },
          },
        },
        default: {
          description: 'An error: `message` is the sentence to show',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
    };
    const parameterList = [
      ...parameters(route.params, 'path', `${owner}.params`, components),
      ...parameters(route.querystring, 'query', `${owner}.query`, components),
    ];
    if (parameterList.length) operation.parameters = parameterList;
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: jsonSchema(route.body, 'input', `${owner}.body`, components),
          },
        },
      };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cardsmith API',
      version,
      description:
        'The public routes of the gateway, generated from the zod contracts in packages/contracts. Multipart uploads and binary answers (PNG previews, audio, video) are described in each service README.',
    },
    paths,
    components: { schemas: components },
  };
}
