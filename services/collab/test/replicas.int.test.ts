import { Redis } from '@cardsmith/service-kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RoomStore } from '../src/rooms/room.store.js';
import type { TestClient } from './support.js';
import { cardsUrl, editTokenOf, joined, newCardId, sampleCard, startCollab } from './support.js';

let replicaA: Awaited<ReturnType<typeof startCollab>>;
let replicaB: Awaited<ReturnType<typeof startCollab>>;
let redis: Redis;
const clients: TestClient[] = [];

beforeAll(async () => {
  // A short presence TTL makes replica A sweep a dead replica's clients within a second.
  const env = { COLLAB_PRESENCE_TTL_MS: '1000' };
  [replicaA, replicaB] = await Promise.all([
    startCollab(cardsUrl(), env),
    startCollab(cardsUrl(), env),
  ]);
  const infra = inject('infra');
  redis = new Redis(infra.redisUrl, { keyPrefix: infra.redisPrefix });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all([replicaA.close(), replicaB.close()]);
  redis.disconnect();
});

describe('two replicas serving one room', () => {
  it('share presence, updates, cursors and admin locks through Redis', async () => {
    const cardId = newCardId();
    const ann = await joined(replicaA.url, cardId, { name: 'Ann' });
    const token = await editTokenOf(cardId, ann.visitorId);
    const bob = await joined(replicaB.url, cardId, { name: 'Bob', editToken: token });
    const cy = await joined(replicaB.url, cardId, { name: 'Cy', editToken: token });
    clients.push(ann.client, bob.client, cy.client);

    expect(await ann.client.next('client_joined', (m) => m.name === 'Bob')).toMatchObject({
      count: 2,
    });
    expect(await ann.client.next('client_joined', (m) => m.name === 'Cy')).toMatchObject({
      count: 3,
    });

    ann.client.send({
      type: 'update',
      cardId,
      clientId: ann.clientId,
      cardData: sampleCard({ cardMessage: 'from replica A' }),
    });
    for (const other of [bob, cy]) {
      const update = await other.client.next('update');
      expect(update).toMatchObject({
        clientId: ann.clientId,
        cardData: { cardMessage: 'from replica A' },
      });
    }

    bob.client.send({
      type: 'update',
      cardId,
      clientId: bob.clientId,
      cardData: sampleCard({ cardMessage: 'from replica A', backgroundColor: '#00ff00' }),
    });
    expect((await ann.client.next('update')).cardData.backgroundColor).toBe('#00ff00');
    expect((await cy.client.next('update')).clientId).toBe(bob.clientId);
    await bob.client.roundTrip(bob.clientId);
    expect(bob.client.received.filter((m) => m.type === 'update')).toEqual([]);

    bob.client.send({
      type: 'cursor_update',
      cardId,
      clientId: bob.clientId,
      position: { x: 5, y: 6 },
      name: 'Bob',
      color: '#ff00ff',
    });
    expect(await ann.client.next('cursor_update')).toMatchObject({ clientId: bob.clientId });
    ann.client.send({
      type: 'cursor_update',
      cardId,
      clientId: ann.clientId,
      position: { x: 7, y: 8 },
      name: 'Ann',
      color: '#ff00ff',
    });
    expect(await bob.client.next('cursor_update')).toMatchObject({ clientId: ann.clientId });

    const list = await replicaA.app.inject({
      url: `/internal/admin/collab/sessions?search=${cardId}`,
      headers: { 'x-internal-secret': 'cardsmith-test-internal-secret' },
    });
    const sessionId = list.json().sessions[0].id as string;
    await replicaA.app.inject({
      method: 'POST',
      url: `/internal/admin/collab/sessions/${sessionId}/lock`,
      headers: { 'x-internal-secret': 'cardsmith-test-internal-secret' },
    });
    // Replica B learns of the lock over the room's channel; a cursor published after it on the same
    // channel reaches Bob only once B has applied the lock.
    ann.client.send({
      type: 'cursor_update',
      cardId,
      clientId: ann.clientId,
      position: { x: 9, y: 9 },
      name: 'Ann',
      color: '#ff00ff',
    });
    await bob.client.next('cursor_update', (m) => m.position.x === 9);
    bob.client.send({
      type: 'update',
      cardId,
      clientId: bob.clientId,
      cardData: sampleCard({ cardMessage: 'locked?' }),
    });
    expect((await bob.client.next('error')).message).toBe('This session is locked');

    await cy.client.close();
    expect(await ann.client.next('client_left')).toMatchObject({ name: 'Cy', count: 2 });
  });

  it('carry a name change to the clients of the other replica', async () => {
    const cardId = newCardId();
    const ann = await joined(replicaA.url, cardId, { name: 'Ann' });
    clients.push(ann.client);
    const bob = await joined(replicaB.url, cardId, {
      name: 'Bob',
      editToken: await editTokenOf(cardId, ann.visitorId),
    });
    clients.push(bob.client);
    ann.client.send({ type: 'presence', cardId, clientId: ann.clientId, name: 'Annie' });
    expect(await bob.client.next('presence')).toEqual({
      type: 'presence',
      clientId: ann.clientId,
      name: 'Annie',
    });
  });

  it("drops a crashed replica's clients once their presence expires", async () => {
    const cardId = newCardId();
    const ann = await joined(replicaA.url, cardId, { name: 'Ann' });
    clients.push(ann.client);
    const now = Date.now();
    // A client of a replica that died: present in Redis, never refreshed again.
    await new RoomStore(redis).addMember(
      cardId,
      'ghost-connection',
      {
        clientId: 'client-ghost',
        name: 'Ghost',
        role: 'editor',
        replicaId: 'dead',
        collaboratorId: crypto.randomUUID(),
      },
      now + 300,
      now,
    );
    expect(await ann.client.next('client_left', (m) => m.clientId === 'client-ghost')).toEqual({
      type: 'client_left',
      clientId: 'client-ghost',
      name: 'Ghost',
      count: 1,
    });
  });
});
