import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardsInternalRoutes } from '@cardsmith/contracts';

export interface RefusedSaves {
  /** How many saves of the card the cards service refused so far. */
  count(): number;
  /** The cards service saves the card again. */
  heal(): void;
}

export interface HeldAccessAnswer {
  /** Resolves once cards answered collab's access check of the card (the answer is held). */
  answered: Promise<void>;
  /** Collab gets the answer now. */
  release(): void;
}

/** The cards service as one test file's collab reaches it: a loopback pass-through. */
export interface CardsGate {
  url: string;
  /**
   * Holds cards' answer to collab's next access check of one card, as a slow network would: the
   * answer says what the card was when cards read it, and collab gets it only on `release()`.
   */
  holdAccessAnswer(cardId: string): HeldAccessAnswer;
  /**
   * Makes the cards service fail every save of one card, as if it were down for that card only:
   * the gate answers those saves 503 instead of passing them on, and counts them.
   */
  refuseSaves(cardId: string): RefusedSaves;
  close(): Promise<void>;
}

const pathOf = (route: { path: string }, cardId: string) =>
  route.path.replace(':id', encodeURIComponent(cardId));

export async function startCardsGate(cardsUrl: string): Promise<CardsGate> {
  const refusals = new Map<string, number>();
  /** Per card, what its next held access answer waits for; taken by that answer. */
  const holds = new Map<string, { answered: () => void; released: Promise<void> }>();
  const server = createServer((incoming, outgoing) => {
    const isSave = (cardId: string) =>
      incoming.method === cardsInternalRoutes.saveContent.method &&
      incoming.url === pathOf(cardsInternalRoutes.saveContent, cardId);
    const heldCard = [...holds.keys()].find(
      (cardId) =>
        incoming.method === cardsInternalRoutes.checkAccess.method &&
        incoming.url === pathOf(cardsInternalRoutes.checkAccess, cardId),
    );
    const hold = heldCard === undefined ? undefined : holds.get(heldCard);
    if (heldCard !== undefined) holds.delete(heldCard);
    const refusedCard = [...refusals.keys()].find(isSave);
    if (refusedCard !== undefined) {
      refusals.set(refusedCard, refusals.get(refusedCard)! + 1);
      incoming.resume();
      outgoing.writeHead(503, { 'content-type': 'application/json' });
      outgoing.end(
        JSON.stringify({ code: 'unavailable', message: 'This test refuses to save the card.' }),
      );
      return;
    }
    const upstream = request(
      new URL(incoming.url ?? '/', cardsUrl),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        const pass = () => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        };
        if (!hold) return pass();
        answer.pause();
        hold.answered();
        void hold.released.then(pass);
      },
    );
    upstream.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    holdAccessAnswer(cardId) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const answered = new Promise<void>((resolve) =>
        holds.set(cardId, { answered: resolve, released }),
      );
      return { answered, release };
    },
    refuseSaves(cardId) {
      refusals.set(cardId, 0);
      return {
        count: () => refusals.get(cardId) ?? 0,
        heal: () => void refusals.delete(cardId),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
