import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  isVisitorMintedNow,
  readVisitor,
  verifyVisitor,
  visitorHeaders,
  VISITOR_MINTED_HEADER,
} from './visitor.js';

const SECRET = 'a-test-secret-of-some-length';

/** What a service reads from these headers: the visitor and whether it was issued just now. */
async function read(headers: Record<string, string>) {
  const app = Fastify();
  app.get('/', async (request) => {
    const visitor = readVisitor(request, SECRET);
    return { visitor, mintedNow: isVisitorMintedNow(request) };
  });
  const res = await app.inject({ url: '/', headers });
  await app.close();
  return res.json() as { visitor: string | null; mintedNow: boolean };
}

describe('visitor headers', () => {
  it('vouch for a returning visitor', async () => {
    expect(await read(visitorHeaders(SECRET, 'v-returning'))).toEqual({
      visitor: 'v-returning',
      mintedNow: false,
    });
  });

  it('say when the gateway issued the visitor on this very request', async () => {
    const headers = visitorHeaders(SECRET, 'v-new', { minted: true });
    expect(headers[VISITOR_MINTED_HEADER]).toBe('1');
    expect(await read(headers)).toEqual({ visitor: 'v-new', mintedNow: true });
  });

  it('are worthless once the minted flag is dropped or added on the way', async () => {
    const { [VISITOR_MINTED_HEADER]: _, ...dropped } = visitorHeaders(SECRET, 'v-new', {
      minted: true,
    });
    expect(await read(dropped)).toEqual({ visitor: null, mintedNow: false });
    const added = { ...visitorHeaders(SECRET, 'v-old'), [VISITOR_MINTED_HEADER]: '1' };
    expect(await read(added)).toEqual({ visitor: null, mintedNow: false });
  });

  it('sign the two claims differently', () => {
    const minted = visitorHeaders(SECRET, 'v-1', { minted: true })['x-visitor-signature']!;
    expect(verifyVisitor(SECRET, 'v-1', minted, true)).toBe(true);
    expect(verifyVisitor(SECRET, 'v-1', minted)).toBe(false);
  });
});
