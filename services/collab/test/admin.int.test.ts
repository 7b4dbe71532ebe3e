import {
  COLLAB_CLOSE_CODES,
  COLLAB_ERRORS,
  INTERNAL_SECRET_HEADER,
  type CollabSession,
} from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { describe, expect, it } from 'vitest';
import { annAndBob, joined, sampleCard, startServicesForFile } from './support.js';

const services = startServicesForFile();
const { clients } = services;
const admin = internalHeaders(TEST_INTERNAL_SECRET);
const roomWithTitle = (title: string) => annAndBob(services, sampleCard({ title }));

const get = (url: string) => services.collab.app.inject({ url, headers: admin });
const post = (url: string) => services.collab.app.inject({ method: 'POST', url, headers: admin });

async function sessionOf(cardId: string): Promise<CollabSession> {
  const list = await get(`/internal/admin/collab/sessions?search=${cardId}`);
  expect(list.statusCode).toBe(200);
  const [session] = list.json().sessions as CollabSession[];
  expect(session).toBeDefined();
  return session!;
}

describe('session administration', () => {
  it('is only for Cardsmith services', async () => {
    const res = await services.collab.app.inject({
      url: '/internal/admin/collab/stats',
      headers: { [INTERNAL_SECRET_HEADER]: 'guess' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists live sessions, searchable by title or card id, with details and statistics', async () => {
    const { cardId } = await roomWithTitle('Grandma turns 90');
    const byTitle = await get('/internal/admin/collab/sessions?search=grandma%20TURNS');
    expect(byTitle.json().sessions).toEqual([
      expect.objectContaining({
        cardId,
        cardTitle: 'Grandma turns 90',
        status: 'active',
        collaboratorCount: 2,
        peakCollaborators: 2,
      }),
    ]);
    const session = await sessionOf(cardId);

    const detail = await get(`/internal/admin/collab/sessions/${session.id}`);
    expect(detail.statusCode).toBe(200);
    const collaborators = detail.json().collaborators as { name: string; role: string }[];
    expect(collaborators.map((c) => [c.name, c.role])).toEqual([
      ['Ann', 'owner'],
      ['Bob', 'editor'],
    ]);
    expect(detail.json().collaborators[0]).toMatchObject({ cardId, status: 'active' });

    const stats = await get('/internal/admin/collab/stats');
    expect(stats.json()).toMatchObject({
      totalActiveSessions: expect.any(Number),
      totalCollaborators: expect.any(Number),
      averageSessionDuration: expect.any(Number),
      totalCards: expect.any(Number),
    });
    expect(stats.json().totalCollaborators).toBeGreaterThanOrEqual(2);
    expect(stats.json().peakCollaboratorCount).toBeGreaterThanOrEqual(2);

    expect((await get(`/internal/admin/collab/sessions/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await get('/internal/admin/collab/sessions/not-a-uuid')).statusCode).toBe(400);
  });

  it('lists owners and editors as collaborators, not viewers, and follows the card title', async () => {
    const { cardId, ann } = await roomWithTitle('First title');
    const viewer = await joined(services.collab.url, cardId, { name: 'Val' });
    clients.push(viewer.client);
    await ann.client.next('client_joined', (m) => m.clientId === viewer.clientId);
    const session = await sessionOf(cardId);
    expect(session.collaboratorCount).toBe(2);
    const detail = await get(`/internal/admin/collab/sessions/${session.id}`);
    expect(detail.json().collaborators.map((c: { name: string }) => c.name)).toEqual([
      'Ann',
      'Bob',
    ]);

    ann.client.send({
      type: 'update',
      cardId,
      clientId: ann.clientId,
      cardData: sampleCard({ title: 'Renamed while live' }),
    });
    await expect.poll(async () => (await sessionOf(cardId)).cardTitle).toBe('Renamed while live');
  });

  it('locks a session: collaborators keep viewing, their updates get an error; unlock restores', async () => {
    const { cardId, ann, bob } = await roomWithTitle('Locked card');
    const session = await sessionOf(cardId);
    expect(ann.sync.locked).toBe(false);
    const locked = await post(`/internal/admin/collab/sessions/${session.id}/lock`);
    expect(locked.json()).toMatchObject({ status: 'locked' });
    // Everyone in the room hears it at once, and so does a later joiner: their editors turn
    // view-only.
    for (const { client } of [ann, bob]) {
      expect(await client.next('session_status')).toEqual({ type: 'session_status', locked: true });
    }
    const late = await joined(services.collab.url, cardId, { name: 'Cy' });
    clients.push(late.client);
    expect(late.sync.locked).toBe(true);

    const update = (cardMessage: string) => ({
      type: 'update',
      cardId,
      clientId: bob.clientId,
      cardData: sampleCard({ cardMessage }),
    });
    bob.client.send(update('while locked'));
    expect((await bob.client.next('error')).message).toBe(COLLAB_ERRORS.locked);
    // Bob's screen goes back to what the room holds.
    expect((await bob.client.next('sync')).cardData.cardMessage).toBe('Happy birthday!');
    bob.client.send({
      type: 'cursor_update',
      cardId,
      clientId: bob.clientId,
      position: { x: 1, y: 2 },
      name: 'Bob',
      color: '#000000',
    });
    await ann.client.next('cursor_update');

    await post(`/internal/admin/collab/sessions/${session.id}/unlock`);
    expect((await bob.client.next('session_status')).locked).toBe(false);
    bob.client.send(update('after unlock'));
    expect((await ann.client.next('update')).cardData.cardMessage).toBe('after unlock');
  });

  it('ends a session: sockets get the reason then close, collaborators are removed', async () => {
    const { cardId, ann, bob } = await roomWithTitle('Ended card');
    const session = await sessionOf(cardId);
    const ended = await post(`/internal/admin/collab/sessions/${session.id}/end`);
    expect(ended.json()).toMatchObject({ status: 'inactive', collaboratorCount: 0 });
    for (const client of [ann.client, bob.client]) {
      expect((await client.next('error')).message).toBe(COLLAB_ERRORS.ended);
      expect(await client.closed()).toBe(COLLAB_CLOSE_CODES.sessionEnded);
    }
    await expect
      .poll(async () => (await get(`/internal/admin/collab/sessions/${session.id}`)).json())
      .toMatchObject({ session: { status: 'inactive' }, collaborators: [] });
    const again = await post(`/internal/admin/collab/sessions/${session.id}/lock`);
    expect(again.statusCode).toBe(409);
  });
});
