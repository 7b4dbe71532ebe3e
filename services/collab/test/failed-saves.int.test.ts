import { COLLAB_CLOSE_CODES, COLLAB_ERRORS, type CollabSession } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../src/sessions/sessions.service.js';
import { annAndBob, sampleCard, savedCard, startServicesForFile } from './support.js';

// While the cards service cannot save a room, nothing of it may be lost.
const services = startServicesForFile();

async function savedMessage(cardId: string): Promise<string> {
  return (await savedCard(cardId)).cardMessage;
}

async function sessionOf(cardId: string) {
  return services.collab.db
    .selectFrom('session')
    .selectAll()
    .where('card_id', '=', cardId)
    .executeTakeFirstOrThrow();
}

const endSession = (id: string) =>
  services.collab.app.inject({
    method: 'POST',
    url: `/internal/admin/collab/sessions/${id}/end`,
    headers: internalHeaders(TEST_INTERNAL_SECRET),
  });

describe('when the cards service cannot save a room', () => {
  it('keeps an emptied room, retrying its save, until cards saves it again', async () => {
    const { cardId, ann, bob } = await annAndBob(services);
    const refused = services.cards.refuseSaves(cardId);
    const cardData = sampleCard({ cardMessage: 'Kept while cards fails' });
    ann.client.send({ type: 'update', cardId, clientId: ann.clientId, cardData });
    await bob.client.next('update');
    await ann.client.close();
    await bob.client.close();

    // The last leave removed its collaborator just before saving the room on close. After that,
    // at most one periodic save and that close were refused: a third refusal is a retry.
    await expect.poll(async () => (await sessionOf(cardId)).collaborator_count).toBe(0);
    const before = await refused.count();
    await expect.poll(() => refused.count(), { timeout: 5000 }).toBeGreaterThanOrEqual(before + 3);
    expect((await sessionOf(cardId)).status).toBe('active');

    await refused.heal();
    await expect.poll(() => savedMessage(cardId), { timeout: 5000 }).toBe('Kept while cards fails');
    await expect.poll(async () => (await sessionOf(cardId)).status).toBe('inactive');
  });

  it('refuses to end its session (503, nothing changed) and ends it when tried again', async () => {
    const { cardId, ann, bob } = await annAndBob(services);
    const refused = services.cards.refuseSaves(cardId);
    const update = (clientId: string, cardMessage: string) => ({
      type: 'update',
      cardId,
      clientId,
      cardData: sampleCard({ cardMessage }),
    });
    ann.client.send(update(ann.clientId, 'Unsaved when the admin ends'));
    await bob.client.next('update');
    const session = await sessionOf(cardId);

    const refusedEnd = await endSession(session.id);
    expect(refusedEnd.statusCode).toBe(503);
    expect(refusedEnd.json()).toMatchObject({ message: SESSION_MESSAGES.notSaved });
    expect((await sessionOf(cardId)).status).toBe('active');
    // The room goes on: both still edit together.
    bob.client.send(update(bob.clientId, 'Still together'));
    expect((await ann.client.next('update')).cardData.cardMessage).toBe('Still together');

    await refused.heal();
    const ended = await endSession(session.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json() as CollabSession).toMatchObject({ status: 'inactive' });
    for (const client of [ann.client, bob.client]) {
      expect((await client.next('error')).message).toBe(COLLAB_ERRORS.ended);
      expect(await client.closed()).toBe(COLLAB_CLOSE_CODES.sessionEnded);
    }
    expect(await savedMessage(cardId)).toBe('Still together');
  });
});
