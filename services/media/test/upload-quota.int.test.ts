import { randomUUID } from 'node:crypto';
import { MEDIA_QUOTA_MESSAGES } from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import { multipartBody, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

let now = new Date();
const png = makePng(8, 8);
const { app, close } = await createMediaTestApp({
  uploadQuotas: {
    perVisitor: { files: 2, bytes: 10 * png.length },
    perIp: { files: 5, bytes: 100 * png.length },
  },
  now: () => now,
});
afterAll(close);

/** Each test uses its own address, so their uploads never count against each other. */
const newIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
const newVisitor = () => `visitor-${randomUUID()}`;

function upload(visitorId: string, ip: string, options: { minted?: boolean } = {}) {
  const { payload, headers } = multipartBody([
    { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/media',
    payload,
    remoteAddress: ip,
    headers: { ...headers, ...visitorHeaders(TEST_INTERNAL_SECRET, visitorId, options) },
  });
}

describe('upload quotas', () => {
  it('refuses an upload from a visitor the gateway minted on that very request', async () => {
    const res = await upload(newVisitor(), newIp(), { minted: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MEDIA_QUOTA_MESSAGES.mintedVisitor);
  });

  it('limits a visitor to its daily file count, and frees it a day later', async () => {
    const visitor = newVisitor();
    const ip = newIp();
    expect((await upload(visitor, ip)).statusCode).toBe(201);
    expect((await upload(visitor, ip)).statusCode).toBe(201);
    const third = await upload(visitor, ip);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MEDIA_QUOTA_MESSAGES.visitor);
    expect((await upload(newVisitor(), ip)).statusCode).toBe(201);
    const saved = now;
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    try {
      expect((await upload(visitor, ip)).statusCode).toBe(201);
    } finally {
      now = saved;
    }
  });

  it('limits an address however many visitors it brings', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) expect((await upload(newVisitor(), ip)).statusCode).toBe(201);
    const res = await upload(newVisitor(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MEDIA_QUOTA_MESSAGES.ip);
    expect((await upload(newVisitor(), newIp())).statusCode).toBe(201);
  });

  it('counts an IPv6 address as its /64, like every per-address rule', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 1; i <= 5; i += 1) {
      expect((await upload(newVisitor(), `${network}::${i}`)).statusCode).toBe(201);
    }
    const res = await upload(newVisitor(), `${network}:abcd::99`);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MEDIA_QUOTA_MESSAGES.ip);
  });

  it('takes the client address the gateway forwards, not the gateway’s own', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    const viaGateway = (clientIp: string) =>
      app.inject({
        method: 'POST',
        url: '/api/media',
        payload,
        remoteAddress: '10.255.255.1',
        headers: {
          ...headers,
          ...visitorHeaders(TEST_INTERNAL_SECRET, newVisitor()),
          'x-forwarded-for': clientIp,
        },
      });
    const client = newIp();
    for (let i = 0; i < 5; i += 1) expect((await viaGateway(client)).statusCode).toBe(201);
    expect((await viaGateway(client)).statusCode).toBe(429);
    expect((await viaGateway(newIp())).statusCode).toBe(201);
  });
});
