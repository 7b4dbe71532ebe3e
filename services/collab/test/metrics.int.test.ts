import { metricSample } from '@cardsmith/testing';
import { describe, expect, it, vi } from 'vitest';
import { joined, newCardId, startServicesForFile } from './support.js';

const services = startServicesForFile();

describe('GET /metrics', () => {
  it('counts the WebSocket connections open on the replica', async () => {
    const connections = async () =>
      metricSample(
        (await services.collab.app.inject({ method: 'GET', url: '/metrics' })).body,
        'collab_ws_connections',
      );
    expect(await connections()).toBe(0);
    const ann = await joined(services.collab.url, newCardId(), { name: 'Ann' });
    const bob = await joined(services.collab.url, newCardId(), { name: 'Bob' });
    expect(await connections()).toBe(2);
    await ann.client.close();
    // The server sees the close a moment after the client does.
    await vi.waitFor(async () => expect(await connections()).toBe(1));
    await bob.client.close();
    await vi.waitFor(async () => expect(await connections()).toBe(0));
  });
});
