import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { svgToPng } from '@cardsmith/card-render/node';
import type { CollabRole } from '@cardsmith/contracts';
import { sampleCardSvg } from '../src/video/render/art.js';

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The two cards routes video cards use, over real HTTP so a worker process can reach them: the
 * visitor's role and the card's front as PNG. (The video goes back as a job on cards' queue.)
 */
export async function startCardsPeer() {
  const roles = new Map<string, Map<string, CollabRole>>();
  const front = await svgToPng(sampleCardSvg('Peer card', '#7c3aed'), { width: 500 });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const preview = /^\/api\/cards\/([^/]+)\/preview\.png$/.exec(url.pathname);
    const access = /^\/internal\/cards\/([^/]+)\/access$/.exec(url.pathname);
    const cardId = decodeURIComponent((preview ?? access)?.[1] ?? '');
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (!roles.has(cardId))
      return json(404, { code: 'not_found', message: 'This card does not exist.' });
    if (preview) {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(front);
    }
    if (access) {
      const { visitorId } = (await body(request)) as { visitorId: string };
      return json(200, {
        role: roles.get(cardId)!.get(visitorId) ?? 'viewer',
        card: cardOf(cardId),
      });
    }
    json(404, { code: 'not_found', message: 'No such route.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    addCard(cardId: string, ownerId: string) {
      roles.set(cardId, new Map([[ownerId, 'owner']]));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function cardOf(id: string) {
  return {
    id,
    title: 'Peer card',
    category: 'birthday',
    templateId: null,
    frameId: null,
    backgroundColor: '#ffffff',
    cardMessage: '',
    textFont: 'Poppins',
    textSize: 'medium',
    elements: [],
    audioUrl: null,
    videoUrl: null,
    voiceMessage: null,
    videoMessage: null,
    version: 1,
    isOwner: true,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  };
}
