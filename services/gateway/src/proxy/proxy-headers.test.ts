import { verifyVisitor } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import {
  SignedVisitors,
  forwardHeaders,
  relayedHeaders,
  type ForwardContext,
} from './proxy-headers.js';

const SECRET = 'a-test-secret-of-some-length';
const context: ForwardContext = {
  visitors: new SignedVisitors(SECRET),
  visitorId: 'visitor-aaaaaaaaaaaaaaaaaaaa',
  visitorMinted: false,
  requestId: 'req-12345678',
  remoteAddress: '10.0.0.7',
  trustProxy: false,
  protocol: 'https',
  host: 'cards.example',
};

describe('forwardHeaders', () => {
  it('replaces a client-sent visitor id with the signed one of the cookie', () => {
    const headers = forwardHeaders(
      { 'x-visitor-id': 'someone-else', 'x-visitor-signature': 'forged', accept: '*/*' },
      context,
    );
    expect(headers['x-visitor-id']).toBe(context.visitorId);
    expect(
      verifyVisitor(SECRET, context.visitorId!, headers['x-visitor-signature'] as string),
    ).toBe(true);
    expect(headers.accept).toBe('*/*');
  });

  it('says, signed, when the visitor was issued on this request, and only then', () => {
    const incoming = { 'x-visitor-minted': '1' };
    const returning = forwardHeaders(incoming, context);
    expect(returning['x-visitor-minted']).toBeUndefined();
    expect(
      verifyVisitor(SECRET, context.visitorId!, returning['x-visitor-signature'] as string),
    ).toBe(true);

    const minted = forwardHeaders({}, { ...context, visitorMinted: true });
    expect(minted['x-visitor-minted']).toBe('1');
    expect(
      verifyVisitor(SECRET, context.visitorId!, minted['x-visitor-signature'] as string, true),
    ).toBe(true);
  });

  it('sends no visitor headers without a visitor', () => {
    const headers = forwardHeaders(
      { 'x-visitor-id': 'someone-else', 'x-visitor-signature': 'forged', 'x-visitor-minted': '1' },
      { ...context, visitorId: null },
    );
    expect(headers['x-visitor-id']).toBeUndefined();
    expect(headers['x-visitor-signature']).toBeUndefined();
    expect(headers['x-visitor-minted']).toBeUndefined();
  });

  it('keeps cookies at the gateway and carries the request id', () => {
    const headers = forwardHeaders({ cookie: 'cs_vid=abc', 'x-request-id': 'old' }, context);
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-request-id']).toBe('req-12345678');
  });

  it('ignores a client-claimed X-Forwarded-For unless its proxy is trusted', () => {
    const incoming = { 'x-forwarded-for': '1.2.3.4' };
    expect(forwardHeaders(incoming, context)['x-forwarded-for']).toBe('10.0.0.7');
    expect(forwardHeaders(incoming, { ...context, trustProxy: true })['x-forwarded-for']).toBe(
      '1.2.3.4, 10.0.0.7',
    );
  });

  it('names the public protocol and host', () => {
    const headers = forwardHeaders({}, context);
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('cards.example');
  });
});

describe('SignedVisitors', () => {
  it('signs a returning visitor once and a newly issued one every time, each correctly', () => {
    const visitors = new SignedVisitors(SECRET, 2);
    const first = visitors.headersFor('visitor-a', false);
    expect(visitors.headersFor('visitor-a', false)).toBe(first);
    expect(verifyVisitor(SECRET, 'visitor-a', first['x-visitor-signature']!)).toBe(true);
    const minted = visitors.headersFor('visitor-b', true);
    expect(minted['x-visitor-minted']).toBe('1');
    expect(verifyVisitor(SECRET, 'visitor-b', minted['x-visitor-signature']!, true)).toBe(true);
    expect(visitors.headersFor('visitor-b', false)['x-visitor-minted']).toBeUndefined();
  });

  it('keeps at most its number of visitors, the oldest dropped first', () => {
    const visitors = new SignedVisitors(SECRET, 2);
    const a = visitors.headersFor('visitor-a', false);
    visitors.headersFor('visitor-b', false);
    visitors.headersFor('visitor-c', false);
    const again = visitors.headersFor('visitor-a', false);
    expect(again).not.toBe(a);
    expect(again).toEqual(a);
  });
});

describe('relayedHeaders', () => {
  it('keeps the end-to-end headers and drops those of one hop', () => {
    expect(
      relayedHeaders({
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
      }),
    ).toEqual({ 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  });
});
