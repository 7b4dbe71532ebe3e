import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, publicRoutes } from './openapi.js';
import { binaryRoutes } from './binary-routes.js';
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

  it('has an operation for every public route of the contracts (JSON and binary), and only those', () => {
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
    const binary = Object.values(binaryRoutes).map((route) => `${route.method} ${route.path}`);
    expect(operations.length).toBe(
      new Set([...routes.map(({ route }) => `${route.method} ${route.path}`), ...binary]).size,
    );
  });

  it('describes a route’s parameters, body and answer from its zod schemas', () => {
    const update = document.paths['/api/cards/{id}']!.put!;
    expect(update.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'baseVersion', in: 'query', required: false }),
    ]);
    const body = update.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(Object.keys(cardsRoutes.updateCard.body.shape)),
    );
    const create = document.paths['/api/cards']!.post!;
    expect(Object.keys(create.responses)).toEqual(['201', '400', '403', '413', '429', '503']);
    expect(create.responses['400']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });

  it('gives each route the errors its shape implies and the ones it declares', () => {
    const get = document.paths['/api/cards/{id}']!.get!;
    expect(Object.keys(get.responses)).toEqual(['200', '400', '404', '429', '503']);
    const range = document.paths['/api/media/{id}']!.get!;
    expect(range.responses['416']!.description).toBe(
      'The requested range is outside this media file.',
    );
  });

  it('names who may call each route', () => {
    expect(document.paths['/api/cards']!.get!.security).toEqual([{ visitor: [] }, {}]);
    expect(document.paths['/api/admin/orders']!.get!.security).toEqual([{ admin: [] }]);
    expect(document.paths['/api/admin/orders']!.get!.responses['401']).toBeDefined();
    expect(document.paths['/api/admin/login']!.post!.security).toEqual([{ visitor: [] }, {}]);
    expect(document.paths['/api/payments/stripe/webhook']!.post!.security).toEqual([
      { stripe: [] },
    ]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['visitor', 'admin', 'stripe', 'twilio', 'vendor', 'signedUrl']),
    );
  });

  it('describes multipart uploads and binary answers', () => {
    const upload = document.paths['/api/video/create-card']!.post!;
    const form = upload.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['cardId', 'type', 'videoFile']),
    );
    expect(form.required).not.toContain('videoFile');
    const preview = document.paths['/api/cards/{id}/preview.png']!.get!;
    expect(Object.keys(preview.responses['200']!.content!)).toEqual(['image/png']);
  });
});
