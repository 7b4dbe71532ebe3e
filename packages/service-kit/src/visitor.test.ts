import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  isSignedInVisitor,
  isVisitorMintedNow,
  readVisitor,
  verifyVisitor,
  visitorHeaders,
  VISITOR_ACCOUNT_HEADER,
  VISITOR_MINTED_HEADER,
} from './visitor.js';

const SECRET = 'a-test-secret-of-some-length';

/** What a service reads from these headers: the visitor and whether it was issued just now. */
async function read(headers: Record<string, string>) {
  const app = Fastify();
  app.get('/', async (request) => {
    const visitor = readVisitor(request, SECRET);
    return {
      visitor,
      mintedNow: isVisitorMintedNow(request),
      signedIn: isSignedInVisitor(request),
    };
  });
  const res = await app.inject({ url: '/', headers });
  await app.close();
  return res.json() as { visitor: string | null; mintedNow: boolean; signedIn: boolean };
}

describe('visitor headers', () => {
  it('vouch for a returning visitor', async () => {
    expect(await read(visitorHeaders(SECRET, 'v-returning'))).toEqual({
      visitor: 'v-returning',
      mintedNow: false,
      signedIn: false,
    });
  });

  it('say when the gateway issued the visitor on this very request', async () => {
    const headers = visitorHeaders(SECRET, 'v-new', { minted: true });
    expect(headers[VISITOR_MINTED_HEADER]).toBe('1');
    expect(await read(headers)).toEqual({ visitor: 'v-new', mintedNow: true, signedIn: false });
  });

  it('are worthless once the minted flag is dropped or added on the way', async () => {
    const { [VISITOR_MINTED_HEADER]: _, ...dropped } = visitorHeaders(SECRET, 'v-new', {
      minted: true,
    });
    expect(await read(dropped)).toEqual({ visitor: null, mintedNow: false, signedIn: false });
    const added = { ...visitorHeaders(SECRET, 'v-old'), [VISITOR_MINTED_HEADER]: '1' };
    expect(await read(added)).toEqual({ visitor: null, mintedNow: false, signedIn: false });
  });

  it('say the visitor is signed in only with the signature for that very visitor', async () => {
    const account = visitorHeaders(SECRET, 'acct-1', { signedIn: true });
    expect(await read(account)).toMatchObject({ visitor: 'acct-1', signedIn: true });
    const moved = {
      ...visitorHeaders(SECRET, 'v-anon'),
      [VISITOR_ACCOUNT_HEADER]: account[VISITOR_ACCOUNT_HEADER]!,
    };
    expect(await read(moved)).toMatchObject({ visitor: 'v-anon', signedIn: false });
    const forged = { ...visitorHeaders(SECRET, 'v-anon'), [VISITOR_ACCOUNT_HEADER]: 'yes' };
    expect(await read(forged)).toMatchObject({ signedIn: false });
  });

  it('sign the two claims differently', () => {
    const minted = visitorHeaders(SECRET, 'v-1', { minted: true })['x-visitor-signature']!;
    expect(verifyVisitor(SECRET, 'v-1', minted, true)).toBe(true);
    expect(verifyVisitor(SECRET, 'v-1', minted)).toBe(false);
  });
});
