import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, publicRoutes } from './openapi.js';
import { cardsRoutes } from './routes.js';

const document = buildOpenApiDocument();

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('has an operation for every public route of the contracts, and only those', () => {
    const routes = publicRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.every(({ route }) => route.path.startsWith('/api/'))).toBe(true);
    for (const { route } of routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBe(
      new Set(routes.map(({ route }) => `${route.method} ${route.path}`)).size,
    );
  });

  it('describes a route’s parameters, body and answer from its zod schemas', () => {
    const update = document.paths['/api/cards/{id}']!.put!;
    expect(update.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const body = update.requestBody!.content['application/json'].schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(Object.keys(cardsRoutes.updateCard.body.shape)),
    );
    const create = document.paths['/api/cards']!.post!;
    expect(Object.keys(create.responses)).toEqual(['201', 'default']);
    expect(create.responses.default!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });
});
