import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from '@cardsmith/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpVideoFronts } from './video-fronts.js';

const SECRET = 'test-secret-of-at-least-32-characters';
const TOO_HEAVY =
  'This card has too many large pictures to draw: they add up to 250 megapixels and a card can show at most 48. Remove some pictures and try again.';

/** Cards' answers by card id: a front kept, or one of its refusals. */
const answers: Record<string, [number, object]> = {
  CardKept00000001: [200, { role: 'editor', frontBlobId: 'front-blob-0001' }],
  CardTooHeavy0001: [413, { code: 'payload_too_large', message: TOO_HEAVY }],
  CardBroken000001: [500, { code: 'internal', message: 'Something went wrong on our side.' }],
};
let cards: Server;
let url: string;

beforeAll(async () => {
  cards = createServer((request, response) => {
    request.resume();
    const id = /\/internal\/cards\/([^/]+)\/video-front$/.exec(request.url ?? '')?.[1] ?? '';
    const [status, body] = answers[id] ?? [404, { code: 'not_found', message: 'Gone.' }];
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => cards.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(cards.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => cards.close(() => resolve())));

describe('the front of a video’s card, as cards answers it', () => {
  it('is the role and the kept front', async () => {
    expect(await createHttpVideoFronts(url, SECRET).frontFor('CardKept00000001', 'alice')).toEqual({
      role: 'editor',
      frontBlobId: 'front-blob-0001',
    });
  });

  it('passes on a card too heavy to draw as 413 in cards’ words, and fails on anything else', async () => {
    const fronts = createHttpVideoFronts(url, SECRET);
    const heavy = await fronts.frontFor('CardTooHeavy0001', 'alice').catch((e: unknown) => e);
    expect(heavy).toBeInstanceOf(HttpError);
    expect(heavy).toMatchObject({ statusCode: 413, message: TOO_HEAVY });
    const gone = await fronts.frontFor('CardGone00000001', 'alice').catch((e: unknown) => e);
    expect(gone).toMatchObject({ statusCode: 404, message: 'Gone.' });
    const broken = await fronts.frontFor('CardBroken000001', 'alice').catch((e: unknown) => e);
    expect(broken).not.toBeInstanceOf(HttpError);
  });
});
