import { ADDRESS_REQUEST_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import type { AddressRequestRow } from '../db/database.js';
import {
  addressLinkUrl,
  addressRequestStatus,
  countsAsOpen,
  hashAddressToken,
  linkExpiresAt,
  newAddressToken,
  requireUsableLink,
  toLinkView,
} from './address-rules.js';

const now = new Date('2026-12-01T09:00:00Z');
const row = (over: Partial<AddressRequestRow> = {}): AddressRequestRow => ({
  id: 'request-1234',
  card_id: 'card-1234',
  token_hash: 'h',
  label: 'Grace',
  email: 'grace@example.com',
  asker_name: 'Sam',
  created_at: now,
  expires_at: linkExpiresAt(now),
  withdrawn_at: null,
  received_at: null,
  address: null,
  writes_window_started_at: null,
  writes_in_window: 0,
  ...over,
});
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('address links', () => {
  it('are 256 random bits in 43 URL-safe characters, kept only as a hash', () => {
    const token = newAddressToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newAddressToken()).not.toBe(token);
    expect(hashAddressToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAddressToken(token)).toBe(hashAddressToken(token));
    expect(addressLinkUrl('https://cardsmith.example/', token)).toBe(
      `https://cardsmith.example/address/${token}`,
    );
  });

  it('say waiting, received, expired or withdrawn, the organiser’s withdrawal first', () => {
    expect(addressRequestStatus(row(), now)).toBe('waiting');
    expect(addressRequestStatus(row(), later(30))).toBe('expired');
    expect(addressRequestStatus(row({ received_at: now }), later(31))).toBe('received');
    expect(addressRequestStatus(row({ received_at: now, withdrawn_at: now }), now)).toBe(
      'withdrawn',
    );
    expect(countsAsOpen(row(), later(29))).toBe(true);
    expect(countsAsOpen(row(), later(30))).toBe(false);
    expect(countsAsOpen(row({ withdrawn_at: now }), now)).toBe(false);
  });

  it('refuse a withdrawn or expired link with the sentence saying which', () => {
    expect(() => requireUsableLink(row(), later(29))).not.toThrow();
    expect(() => requireUsableLink(row({ withdrawn_at: now }), now)).toThrow(
      ADDRESS_REQUEST_MESSAGES.linkWithdrawn,
    );
    expect(() => requireUsableLink(row(), later(30))).toThrow(ADDRESS_REQUEST_MESSAGES.linkExpired);
  });

  it('show the link holder the card and who asks, never the address', () => {
    const address = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      address1: '1 Navy Way',
      city: 'Arlington',
      state: 'VA',
      zip: '22202',
      country: 'US' as const,
    };
    const view = toLinkView(row({ address, received_at: now }), 'Farewell');
    expect(view).toEqual({
      cardTitle: 'Farewell',
      askerName: 'Sam',
      received: true,
      expiresAt: later(30).toISOString(),
    });
    expect(JSON.stringify(view)).not.toContain('Navy');
  });
});
