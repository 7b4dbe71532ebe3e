import {
  adminRoutes,
  adminTemplateRoutes,
  mediaTemplateRoutes,
  TEMPLATE_UPLOAD_MESSAGES,
} from '@cardsmith/contracts';
import {
  createTestServiceContext,
  multipartBody,
  startService,
  type StartedService,
} from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_COOKIE } from '../src/admin/admin.routes.js';
import type { GatewayDb } from '../src/db/database.js';
import { buildGateway, TEST_ADMIN_PASSWORD } from './support.js';

const ctx = createTestServiceContext<GatewayDb>(inject('infra'), 'gateway');
const ORIGIN = 'http://localhost:8080';
let media: StartedService;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let cookie: string;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  media = await startService({
    name: 'media',
    infra: inject('infra'),
    env: { CARDS_URL: inject('serviceUrls').cards! },
  });
  gateway = await buildGateway(
    { PUBLIC_ORIGIN: ORIGIN, MEDIA_URL: media.url, WEB_DIST_DIR: '/nonexistent' },
    ctx.redis,
  );
  const login = await gateway.inject({
    method: 'POST',
    url: adminRoutes.login.path,
    headers: { origin: ORIGIN },
    payload: { password: TEST_ADMIN_PASSWORD },
    remoteAddress: '198.51.100.210',
  });
  const set = login.cookies.find((c) => c.name === ADMIN_COOKIE)!;
  cookie = `${set.name}=${set.value}`;
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await media?.stop();
  await ctx.close();
});

function upload(fields: Record<string, string>, files: Buffer[], headers = { cookie }) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...files.map((data, i) => ({
      name: 'files',
      filename: `t${i}.png`,
      contentType: 'image/png',
      data,
    })),
  ]);
  return gateway.inject({
    method: 'POST',
    url: adminTemplateRoutes.upload.path,
    payload: body.payload,
    headers: { ...body.headers, origin: ORIGIN, ...headers },
  });
}

describe('templates through the admin API', () => {
  it('uploads through to media, lists, and takes a template out of the catalog and back', async () => {
    const name = `Balloons ${crypto.randomUUID().slice(0, 8)}`;
    const created = await upload({ name, category: 'Birthday', tags: 'a, b' }, [PNG, PNG]);
    expect(created.statusCode).toBe(201);
    const templates = created.json().templates as { id: string; name: string }[];
    expect(templates.map((t) => t.name).sort()).toEqual([`${name} 1`, `${name} 2`]);

    const listed = await gateway.inject({
      url: adminTemplateRoutes.list.path,
      headers: { cookie },
    });
    expect(listed.json().templates.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining(templates.map((t) => t.id)),
    );
    const off = await gateway.inject({
      method: 'POST',
      url: adminTemplateRoutes.setActive.path.replace(':id', templates[0]!.id),
      headers: { origin: ORIGIN, cookie },
      payload: { active: false },
    });
    expect(off.json().isActive).toBe(false);
    // The editor's catalog, through the public proxy.
    const catalog = await gateway.inject({ url: mediaTemplateRoutes.listActive.path });
    const shown = catalog.json().templates.map((t: { id: string }) => t.id);
    expect(shown).toContain(templates[1]!.id);
    expect(shown).not.toContain(templates[0]!.id);
  });

  it("relays media's 'Missing information' and refuses an upload without the session", async () => {
    const unnamed = await upload({ category: 'Birthday' }, [PNG]);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(TEMPLATE_UPLOAD_MESSAGES.missingInformation);
    const outsider = await upload({ name: 'x', category: 'Birthday' }, [PNG], {
      cookie: `${ADMIN_COOKIE}=stale`,
    });
    expect(outsider.statusCode).toBe(401);
  });
});
