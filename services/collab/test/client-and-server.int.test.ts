import { CollabClient, UPDATE_DEBOUNCE_MS, type CollabSocket } from '@cardsmith/collab-client';
import { ManualTimers } from '@cardsmith/collab-client/testing';
import type { CollabCardData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { createSocketPair } from './memory-socket.js';
import {
  editTokenOf,
  newCardId,
  newVisitorId,
  sampleCard,
  savedCard,
  startServicesForFile,
} from './support.js';

// The web app's collaboration client and the collab server, together, over in-memory socket
// pairs: the real join, merge and relay on both sides, with no network and no real timers on the
// client (its debounce and reconnect run when the test moves its clock).
const services = startServicesForFile();

interface Person {
  client: CollabClient;
  timers: ManualTimers;
  /** Every card the room showed this person, oldest first. */
  cards: CollabCardData[];
}

function person(cardId: string, name: string, visitorId: string, editToken: string | null) {
  const timers = new ManualTimers();
  const cards: CollabCardData[] = [];
  const openSocket = (): CollabSocket => {
    const { client, server } = createSocketPair();
    services.collab.app.collabSockets.accept(server, { visitorId, editToken });
    return client;
  };
  const client = new CollabClient({
    cardId,
    clientId: `${name.toLowerCase()}-${visitorId}`,
    color: '#336699',
    editToken,
    url: 'memory://collab',
    openSocket,
    timers,
    name: () => name,
    onRemoteCard: (card) => cards.push(card),
  });
  return { client, timers, cards } satisfies Person;
}

describe('the collaboration client with the real collab server', () => {
  it('two people edit different parts of one card and both see, and cards saves, both edits', async () => {
    const cardId = newCardId();
    const annVisitorId = newVisitorId();
    const ann = person(cardId, 'Ann', annVisitorId, null);
    ann.client.setLocalCard(sampleCard({ cardMessage: 'Happy birthday!' }));
    ann.client.start();
    await expect.poll(() => ann.client.state.joined).toBe(true);

    const bob = person(cardId, 'Bob', newVisitorId(), await editTokenOf(cardId, annVisitorId));
    bob.client.start();
    await expect.poll(() => bob.client.state.joined).toBe(true);
    await expect.poll(() => ann.client.state.collaboratorCount).toBe(2);
    const shown = bob.cards.at(-1)!;
    expect(shown.cardMessage).toBe('Happy birthday!');

    // Ann changes the message while Bob changes the background, each from the card they saw.
    ann.client.setLocalCard(sampleCard({ cardMessage: 'Happy 30th, Sam!' }));
    bob.client.setLocalCard({ ...shown, backgroundColor: '#ffeeaa' });
    ann.timers.advance(UPDATE_DEBOUNCE_MS);
    bob.timers.advance(UPDATE_DEBOUNCE_MS);

    const both = (card: CollabCardData | undefined) =>
      card?.cardMessage === 'Happy 30th, Sam!' && card.backgroundColor === '#ffeeaa';
    await expect.poll(() => both(ann.cards.at(-1))).toBe(true);
    await expect.poll(() => both(bob.cards.at(-1))).toBe(true);

    ann.client.stop();
    bob.client.stop();
    await expect
      .poll(async () => {
        const saved = await savedCard(cardId);
        return saved.cardMessage === 'Happy 30th, Sam!' && saved.backgroundColor === '#ffeeaa';
      })
      .toBe(true);
  });
});
