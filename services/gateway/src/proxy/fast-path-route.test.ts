import { describe, expect, it } from 'vitest';
import { fastPathUpstream } from './fast-path-route.js';

describe('fastPathUpstream', () => {
  it('takes a plain GET or HEAD a service answers', () => {
    expect(fastPathUpstream('GET', '/api/catalog/moods', {})).toBe('cards');
    expect(fastPathUpstream('HEAD', '/api/cards/abc/preview.png', {})).toBe('cards');
    expect(fastPathUpstream('GET', '/api/schedules/mine?page=2&q=a%20b', {})).toBe('scheduler');
    expect(fastPathUpstream('GET', '/api/print/orders', { cookie: 'cs_vid=abc.def' })).toBe(
      'print',
    );
    expect(fastPathUpstream('GET', '/api/ai/usage', { 'accept-encoding': 'identity' })).toBe('ai');
    expect(fastPathUpstream('GET', '/api/cards', { 'accept-encoding': 'gzip, br' })).toBe('cards');
  });

  it('leaves mutations and requests with a body to the ordinary route', () => {
    expect(fastPathUpstream('POST', '/api/cards', {})).toBeNull();
    expect(fastPathUpstream('DELETE', '/api/cards/abc', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/cards', { 'content-length': '0' })).toBeNull();
    expect(fastPathUpstream('GET', '/api/cards', { 'transfer-encoding': 'chunked' })).toBeNull();
  });

  it('leaves signed-in devices to the ordinary route', () => {
    expect(fastPathUpstream('GET', '/api/cards', { cookie: 'cs_vid=a.b; cs_acct=t' })).toBeNull();
  });

  it("leaves the gateway's own routes, unknown paths and the long-lived streams", () => {
    expect(fastPathUpstream('GET', '/api/admin/dashboard', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/auth/session', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/account/export', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/docs', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/unknown', {})).toBeNull();
    expect(fastPathUpstream('GET', '/ws', {})).toBeNull();
    expect(fastPathUpstream('GET', '/editor', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/video/jobs/j1/events', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/print/orders/o1/events', {})).toBeNull();
  });

  it('leaves URLs the proxy would rewrite or refuse', () => {
    expect(fastPathUpstream('GET', '/api/cards/../admin', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/cards/./x', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/cards/%2e%2e/x', {})).toBeNull();
    expect(fastPathUpstream('GET', '/api/cards/a;b', {})).toBeNull();
    expect(fastPathUpstream('GET', "/api/cards?q='", {})).toBeNull();
    expect(fastPathUpstream('GET', `/api/cards/${'a'.repeat(200)}`, {})).toBeNull();
  });
});
