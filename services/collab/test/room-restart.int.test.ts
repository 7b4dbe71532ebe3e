import { ManualScheduler } from '@cardsmith/testing';
import { describe, expect, it } from 'vitest';
import {
  newCardId,
  newVisitorId,
  sampleCard,
  startServicesForFile,
  TestClient,
} from './support.js';

// A room that empties while someone is joining it: the last leave saves it and drops it from
// Redis, and a join whose access check read the card before that save starts the room again. No
// periodic save runs (the scheduler's clock stands still), so the final save is the only one
// holding the edits.
const scheduler = new ManualScheduler();
const services = startServicesForFile({ scheduler });

describe('a room that empties while someone joins', () => {
  it('starts again from the card its final save wrote, with the seqs that save recorded', async () => {
    const cardId = newCardId();
    const visitorId = newVisitorId();
    const clientId = 'wes';
    const join = { type: 'join', cardId, clientId, name: 'Wes', ops: true } as const;
    const first = await TestClient.connect(services.collab.url, visitorId);
    services.clients.push(first);
    first.send({ ...join, initialCardData: sampleCard({ cardMessage: 'Dear Sam' }) });
    await first.next('sync');
    first.send({
      type: 'ops',
      cardId,
      clientId,
      after: 0,
      ops: [
        {
          seq: 1,
          op: {
            kind: 'text',
            target: { field: 'cardMessage' },
            index: 8,
            remove: 0,
            insert: ', happy birthday',
            base: 'Dear Sam',
          },
        },
      ],
    });
    await first.next('ack', (ack) => ack.seq === 1);

    // Wes's other tab joins: cards answers the access check with the card as saved so far (the
    // edit is only in the room), and the answer is slow to arrive.
    const held = services.cards.holdAccessAnswer(cardId);
    const second = await TestClient.connect(services.collab.url, visitorId);
    services.clients.push(second);
    second.send(join);
    await held.answered;
    // Meanwhile the first tab leaves: the room is saved, its seqs recorded, and it is dropped.
    await first.close();
    const { redis } = services.collab;
    await expect.poll(() => redis.exists(`collab:room:{${cardId}}`)).toBe(0);
    held.release();

    const sync = await second.next('sync');
    expect(sync.cardData.cardMessage).toBe('Dear Sam, happy birthday');
    expect(sync.acked).toEqual({ [clientId]: 1 });
  });
});
