import { describe, expect, it } from 'vitest';
import { bodyLimitFor, DEFAULT_BODY_LIMIT, matchRoute, pathOf } from './routing-table.js';

const target = (method: string, path: string) => matchRoute(method, path)?.target ?? null;

describe('matchRoute', () => {
  it('sends scheduling to the scheduler before the /api/cards prefix', () => {
    expect(target('POST', '/api/cards/schedule')).toBe('scheduler');
    expect(target('GET', '/api/schedules')).toBe('scheduler');
    expect(target('DELETE', '/api/schedules/abc')).toBe('scheduler');
    expect(target('POST', '/api/schedules/opened')).toBe('scheduler');
    expect(target('POST', '/api/schedules/unsubscribe/some-token')).toBe('scheduler');
  });

  it('leaves other methods and paths under /api/cards to the cards service', () => {
    expect(target('GET', '/api/cards/schedule')).toBe('cards');
    expect(target('POST', '/api/cards/schedule/x')).toBe('cards');
    expect(target('POST', '/api/cards')).toBe('cards');
    expect(target('GET', '/api/cards/trending')).toBe('cards');
    expect(target('POST', '/api/cards/share-link')).toBe('cards');
    expect(target('GET', '/api/catalog/frames')).toBe('cards');
    expect(target('POST', '/api/social/share/twitter')).toBe('cards');
    expect(target('PUT', `/api/sign/${'t'.repeat(43)}`)).toBe('cards');
    expect(target('PUT', `/api/address/${'t'.repeat(43)}`)).toBe('cards');
    expect(target('GET', '/api/addresses')).toBeNull();
  });

  it('routes AI, media and print paths', () => {
    expect(target('POST', '/api/ai/generate-message')).toBe('ai');
    expect(target('POST', '/api/generateMessage')).toBe('ai');
    expect(target('GET', '/api/voice/options')).toBe('media');
    expect(target('POST', '/api/speech/generate')).toBe('media');
    expect(target('POST', '/api/video/create-card')).toBe('media');
    expect(target('GET', '/api/media/abc')).toBe('media');
    expect(target('POST', '/api/print')).toBe('print');
    expect(target('GET', '/api/print/options')).toBe('print');
    expect(target('POST', '/api/payments/webhook')).toBe('print');
    expect(target('POST', '/api/payments/stripe/webhook')).toBe('print');
    expect(target('POST', '/api/print/vendor/callback')).toBe('print');
    expect(target('GET', '/api/print/files/abc/print.pdf')).toBe('print');
    expect(target('GET', '/api/print/orders/abc/proof.pdf')).toBe('print');
    expect(target('GET', '/ws')).toBe('collab');
  });

  it('sends the collaboration page’s people and invitees to collab', () => {
    expect(target('GET', '/api/collab/cards/abc/people')).toBe('collab');
    expect(target('POST', '/api/collab/cards/abc/invitees')).toBe('collab');
    expect(target('DELETE', '/api/collab/cards/abc/invitees/x')).toBe('collab');
    expect(target('GET', '/api/collaboration')).toBeNull();
  });

  it('keeps /api/admin for the gateway itself', () => {
    expect(target('GET', '/api/admin/orders')).toBe('gateway');
  });

  it('matches whole path segments only', () => {
    expect(target('GET', '/api/cardsx')).toBeNull();
    expect(target('GET', '/api/printer')).toBeNull();
    expect(target('GET', '/api/generateMessage')).toBeNull();
    expect(target('GET', '/ws/other')).toBeNull();
  });

  it('knows nothing of unknown /api paths', () => {
    expect(matchRoute('GET', '/api/nope')).toBeNull();
    expect(matchRoute('GET', '/api')).toBeNull();
  });
});

describe('bodyLimitFor', () => {
  const multipart = 'multipart/form-data; boundary=x';

  it('lets media uploads and custom frames be larger than JSON', () => {
    expect(bodyLimitFor('POST', '/api/cards', multipart)).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('POST', '/api/catalog/frames', multipart)).toBe(3 * 1024 * 1024);
    expect(bodyLimitFor('POST', '/api/media', multipart)).toBe(101 * 1024 * 1024);
    expect(bodyLimitFor('POST', '/api/video/create-card', multipart)).toBe(101 * 1024 * 1024);
    expect(bodyLimitFor('POST', '/somewhere', multipart)).toBe(DEFAULT_BODY_LIMIT);
  });

  it('holds JSON and other methods on upload paths to the services’ JSON limit', () => {
    expect(bodyLimitFor('POST', '/api/speech/generate', 'application/json')).toBe(
      DEFAULT_BODY_LIMIT,
    );
    expect(bodyLimitFor('POST', '/api/media')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('DELETE', '/api/catalog/frames/f1', multipart)).toBe(DEFAULT_BODY_LIMIT);
  });

  it('holds callbacks to the smaller limits their services keep', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(bodyLimitFor('POST', '/api/schedules/unsubscribe/tok', form)).toBe(16 * 1024);
    expect(bodyLimitFor('POST', '/api/schedules/sms-status/d1', form)).toBe(16 * 1024);
    expect(bodyLimitFor('POST', '/api/print/vendor/callback', 'application/json')).toBe(256 * 1024);
    expect(bodyLimitFor('POST', '/api/schedules', 'application/json')).toBe(DEFAULT_BODY_LIMIT);
  });
});

describe('pathOf', () => {
  it('drops the query string', () => {
    expect(pathOf('/api/cards?x=1')).toBe('/api/cards');
    expect(pathOf('/api/cards')).toBe('/api/cards');
  });
});
