import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { svgToPng } from '@cardsmith/card-render/node';
import { sampleCardSvg } from '../src/video/render/art.js';

/**
 * The cards route the render uses, over real HTTP so a worker process can reach it: the card's
 * front as PNG. (The role is the gateway's signed claim; the video goes back on cards' queue.)
 */
export async function startCardsPeer() {
  const cards = new Set<string>();
  const front = await svgToPng(sampleCardSvg('Peer card', '#7c3aed'), { width: 500 });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const preview = /^\/api\/cards\/([^/]+)\/preview\.png$/.exec(url.pathname);
    const cardId = decodeURIComponent(preview?.[1] ?? '');
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (!cards.has(cardId))
      return json(404, { code: 'not_found', message: 'This card does not exist.' });
    if (preview) {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(front);
    }
    json(404, { code: 'not_found', message: 'No such route.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    addCard(cardId: string) {
      cards.add(cardId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
