import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEDIA_CARD_FRONT_PATH } from '@cardsmith/contracts';
import { migratedInfraSetup } from '@cardsmith/testing';
import type { TestProject } from 'vitest/node';
import { migrations } from '../migrations/index.js';
import { CARDS_PUBLIC_ORIGIN } from './support.js';

/**
 * Media as cards sees it from the gateway's tests: it keeps the fronts drawn for video requests
 * (answering a numbered blob id) and has no other file.
 */
async function startFrontKeeper() {
  let kept = 0;
  const server = createServer((request, response) => {
    request.resume();
    const keeps = request.method === 'POST' && request.url?.startsWith(MEDIA_CARD_FRONT_PATH);
    response.writeHead(keeps ? 201 : 404, { 'content-type': 'application/json' });
    kept += keeps ? 1 : 0;
    response.end(JSON.stringify(keeps ? { blobId: `kept-front-${kept}` } : { code: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The proxy and recipient-page tests talk to the real cards service, run as its own process.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const media = await startFrontKeeper();
  const stop = await migratedInfraSetup(
    [{ schema: 'gateway', migrations }],
    [{ name: 'cards', env: { PUBLIC_ORIGIN: CARDS_PUBLIC_ORIGIN, MEDIA_URL: media.url } }],
  )(project);
  return async () => {
    await stop();
    await media.close();
  };
}
