import { GROUP_LIMITS, GROUP_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import type { CardRow, GroupInviteRow, GroupSignatureRow } from '../db/database.js';
import type { InvitesRepository } from './invites.repository.js';
import type { SignaturesRepository } from './signatures.repository.js';
import { SigningService } from './signing.service.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const CARD = { id: 'card-1', title: 'For Sam' } as CardRow;
const input = { name: 'Ann', message: 'Happy birthday!' };

/** A sign link's world in memory: one card, its invites, signatures and delivery. */
function world(
  options: {
    revoked?: boolean;
    deliverAt?: Date | null;
    signatures?: number;
    writesLeft?: number;
  } = {},
) {
  const invite = {
    id: 'invite-1',
    card_id: CARD.id,
    revoked_at: options.revoked ? NOW : null,
  } as GroupInviteRow;
  const signatures = new Map<string, GroupSignatureRow>();
  const others = options.signatures ?? 0;
  let writesLeft = options.writesLeft ?? GROUP_LIMITS.signWritesPerHour;
  const opened: string[] = [];
  const invites = {
    findInviteByToken: async (token: string) => (token === 'good' ? invite : undefined),
    markOpened: async (id: string) => void opened.push(id),
    takeSignWrite: async () => writesLeft-- > 0,
  } as unknown as InvitesRepository;
  const signatureRows = {
    findDelivery: async () =>
      options.deliverAt ? { deliver_at: options.deliverAt, timezone: 'Europe/London' } : undefined,
    findSignatureByInvite: async (id: string) => signatures.get(id),
    countSignatures: async () => others + signatures.size,
    upsertSignature: async (
      id: string,
      by: { id: string },
      fields: { name: string; message: string },
    ) => {
      signatures.set(by.id, {
        id,
        invite_id: by.id,
        name: fields.name,
        message: fields.message,
        photo_url: null,
        voice_url: null,
        sticker: null,
      } as GroupSignatureRow);
    },
    deleteSignatureByInvite: async (id: string) => void signatures.delete(id),
  } as unknown as SignaturesRepository;
  const service = new SigningService({
    invites,
    signatures: signatureRows,
    cards: { findLive: async (id) => (id === CARD.id ? CARD : undefined) },
    now: () => NOW,
  });
  return { service, signatures, opened };
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode: number; message: string }) => `${error.statusCode} ${error.message}`,
  );

describe('SigningService: what a sign link lets its holder do', () => {
  it('shows the card and marks the link opened', async () => {
    const { service, opened } = world({ deliverAt: new Date('2026-12-24T09:00:00Z') });
    expect(await service.signerView('good')).toEqual({
      cardId: CARD.id,
      cardTitle: 'For Sam',
      deliverAt: '2026-12-24T09:00:00.000Z',
      timezone: 'Europe/London',
      open: true,
      signature: null,
    });
    expect(opened).toEqual(['invite-1']);
  });

  it('answers an unknown link 404 and a withdrawn one 410, with the spec’s sentences', async () => {
    expect(await statusOf(world().service.signerView('bad'))).toBe(
      `404 ${GROUP_MESSAGES.linkNotFound}`,
    );
    expect(await statusOf(world({ revoked: true }).service.sign('good', input))).toBe(
      `410 ${GROUP_MESSAGES.linkRevoked}`,
    );
  });

  it('signs, replaces its own signature and deletes it while signing is open', async () => {
    const { service, signatures } = world();
    expect((await service.sign('good', input)).signature).toMatchObject(input);
    await service.sign('good', { ...input, message: 'Many happy returns' });
    expect([...signatures.values()].map((row) => row.message)).toEqual(['Many happy returns']);
    expect((await service.unsign('good')).signature).toBeNull();
    expect(signatures.size).toBe(0);
  });

  it('changes nothing from the delivery instant on', async () => {
    const { service, signatures } = world({ deliverAt: NOW });
    expect(await statusOf(service.sign('good', input))).toBe(`409 ${GROUP_MESSAGES.closed}`);
    expect(await statusOf(service.unsign('good'))).toBe(`409 ${GROUP_MESSAGES.closed}`);
    expect(signatures.size).toBe(0);
    expect((await service.signerView('good')).open).toBe(false);
  });

  it('refuses a new signature on a full card but lets a signer replace theirs', async () => {
    const full = world({ signatures: GROUP_LIMITS.signaturesPerCard });
    expect(await statusOf(full.service.sign('good', input))).toBe(
      `409 ${GROUP_MESSAGES.tooManySignatures}`,
    );
    const filling = world({ signatures: GROUP_LIMITS.signaturesPerCard - 1 });
    await filling.service.sign('good', input);
    expect(await statusOf(filling.service.sign('good', { ...input, message: 'Again' }))).toBe(200);
  });

  it('limits how often one link writes (429)', async () => {
    const { service } = world({ writesLeft: 1 });
    await service.sign('good', input);
    expect(await statusOf(service.unsign('good'))).toBe(`429 ${GROUP_MESSAGES.signRateLimited}`);
  });
});
