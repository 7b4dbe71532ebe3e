import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardsInternalRoutes } from '@cardsmith/contracts';

export interface RefusedSaves {
  /** How many saves of the card the cards service refused so far. */
  count(): number;
  /** The cards service saves the card again. */
  heal(): void;
}

/** The cards service as one test file's collab reaches it: a loopback pass-through. */
export interface CardsGate {
  url: string;
  /**
   * Makes the cards service fail every save of one card, as if it were down for that card only:
   * the gate answers those saves 503 instead of passing them on, and counts them.
   */
  refuseSaves(cardId: string): RefusedSaves;
  close(): Promise<void>;
}

const savePath = (cardId: string) =>
  cardsInternalRoutes.saveContent.path.replace(':id', encodeURIComponent(cardId));

export async function startCardsGate(cardsUrl: string): Promise<CardsGate> {
  const refusals = new Map<string, number>();
  const server = createServer((incoming, outgoing) => {
    const refusedCard = [...refusals.keys()].find(
      (cardId) =>
        incoming.method === cardsInternalRoutes.saveContent.method &&
        incoming.url === savePath(cardId),
    );
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
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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
