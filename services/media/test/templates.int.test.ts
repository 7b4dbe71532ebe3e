import { createHash } from 'node:crypto';
import {
  ADMIN_TEMPLATE_UPLOAD_PATHS,
  mediaTemplateRoutes,
  TEMPLATE_UPLOAD_MESSAGES,
} from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { multipartBody, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng, makeWav, makeWebm } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';
import { makeVideoClip } from './video-clip.js';

const { app, db, close } = await createMediaTestApp();
afterAll(close);

const admin = internalHeaders(TEST_INTERNAL_SECRET);
/** A name no other test run uses, so the catalog can be searched for this test's templates. */
const unique = (name: string) => `${name} ${crypto.randomUUID().slice(0, 8)}`;

function upload(
  fields: Record<string, string>,
  files: { data: Buffer; filename: string; contentType: string }[],
) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    ...files.map((file) => ({ name: 'files', ...file })),
  ]);
  return app.inject({
    method: 'POST',
    url: ADMIN_TEMPLATE_UPLOAD_PATHS.internal,
    payload,
    headers: { ...headers, ...admin },
  });
}

const png = { data: makePng(4, 4), filename: 'a.png', contentType: 'image/png' };
const activeImages = async () =>
  (await app.inject({ url: `${mediaTemplateRoutes.listActive.path}?type=image` })).json()
    .templates as { id: string; name: string }[];
const videoCatalog = async () =>
  (await app.inject({ url: '/api/video/templates?type=video' })).json().templates as {
    id: string;
    thumbnail: string;
    duration: string;
  }[];
const templateCount = async () =>
  Number(
    (
      await db
        .selectFrom('uploaded_template')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('admin template uploads', () => {
  it('stores several images as numbered templates with trimmed tags, listed while active', async () => {
    const name = unique('Confetti');
    const response = await upload(
      { name, category: 'Birthday', tags: ' party, , fun ', description: 'Bright' },
      [png, { ...png, filename: 'b.png' }],
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().templates as { id: string; name: string; fileUrl: string }[];
    expect(created.map((t) => t.name).sort()).toEqual([`${name} 1`, `${name} 2`]);
    expect(created[0]).toMatchObject({
      category: 'Birthday',
      type: 'image',
      tags: ['party', 'fun'],
      contentType: 'image/png',
      isActive: true,
    });
    const file = await app.inject({ url: created[0]!.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    expect((await activeImages()).map((t) => t.id)).toEqual(
      expect.arrayContaining(created.map((t) => t.id)),
    );
    const off = await app.inject({
      method: 'POST',
      url: mediaTemplateRoutes.setActive.path.replace(':id', created[0]!.id),
      headers: admin,
      payload: { active: false },
    });
    expect(off.json().isActive).toBe(false);
    const shown = (await activeImages()).map((t) => t.id);
    expect(shown).not.toContain(created[0]!.id);
    expect(shown).toContain(created[1]!.id);
    const all = await app.inject({ url: mediaTemplateRoutes.listAll.path, headers: admin });
    expect(all.json().templates.map((t: { id: string }) => t.id)).toContain(created[0]!.id);
  });

  it('puts an active video template in the video catalog with a still and its measured length', async () => {
    const name = unique('Sparkle');
    const response = await upload({ name, category: 'Holiday', duration: '15s' }, [
      { data: await makeVideoClip(2), filename: 'v.mp4', contentType: 'video/mp4' },
      { data: await makeVideoClip(1), filename: 'w.mp4', contentType: 'video/mp4' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [first, second] = response.json().templates as { id: string; name: string }[];
    expect(response.json().templates[0]).toMatchObject({ type: 'video', duration: '15s' });

    const videos = await videoCatalog();
    const listed = videos.find((t) => t.id === first!.id);
    expect(listed).toEqual({
      id: first!.id,
      name: first!.name,
      thumbnail: expect.stringMatching(/^\/api\/media\//),
      musicPreview: expect.stringMatching(/^\/api\/video\/templates\/.+\/music\.m4a$/),
      duration: '2s',
      category: 'Holiday',
      type: 'video',
    });
    const still = await app.inject({ url: listed!.thumbnail });
    expect(still.headers['content-type']).toBe('image/jpeg');
    expect(still.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(videos.find((t) => t.id === second!.id)?.duration).toBe('1s');
    // Picture frames are built in only.
    const pictures = await app.inject({ url: '/api/video/templates?type=image' });
    expect(pictures.json().templates.map((t: { id: string }) => t.id)).not.toContain(first!.id);

    await app.inject({
      method: 'POST',
      url: mediaTemplateRoutes.setActive.path.replace(':id', first!.id),
      headers: admin,
      payload: { active: false },
    });
    const shown = (await videoCatalog()).map((t) => t.id);
    expect(shown).not.toContain(first!.id);
    expect(shown).toContain(second!.id);
  }, 60_000);

  it('refuses a video ffmpeg cannot play, keeping none of its files', async () => {
    // A length no other test uses, so its bytes are this test's own.
    const playable = await makeVideoClip(1.4);
    const unplayable = makeWebm(true, 2345);
    const response = await upload({ name: unique('Broken'), category: 'Holiday' }, [
      { data: playable, filename: 'ok.mp4', contentType: 'video/mp4' },
      { data: unplayable, filename: 'v.webm', contentType: 'video/webm' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: TEMPLATE_UPLOAD_MESSAGES.uploadFailed,
      issues: [{ path: 'files', message: TEMPLATE_UPLOAD_MESSAGES.unreadableVideo }],
    });
    const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    const leftover = await db
      .selectFrom('blob')
      .select('id')
      .where('sha256', 'in', [sha256(playable), sha256(unplayable)])
      .execute();
    expect(leftover).toEqual([]);
  }, 60_000);

  it("says 'No files selected' and 'Missing information', and keeps nothing of a refused upload", async () => {
    const before = await templateCount();
    const none = await upload({ name: 'Nothing', category: 'Birthday' }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(TEMPLATE_UPLOAD_MESSAGES.noFiles);

    const since = new Date();
    const unnamed = await upload({ category: 'Birthday' }, [png]);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      message: TEMPLATE_UPLOAD_MESSAGES.missingInformation,
      issues: [{ message: TEMPLATE_UPLOAD_MESSAGES.missingDetail }],
    });
    const audio = await upload({ name: 'Song', category: 'Birthday' }, [
      { data: makeWav(800), filename: 's.wav', contentType: 'audio/wav' },
    ]);
    expect(audio.statusCode).toBe(400);
    expect(audio.json().issues[0].message).toBe(TEMPLATE_UPLOAD_MESSAGES.notImageOrVideo);
    // The refused PNG was stored while the upload streamed in, then deleted.
    const leftover = await db
      .selectFrom('blob')
      .select('id')
      .where('owner_visitor_id', 'is', null)
      .where('content_type', '=', 'image/png')
      .where('created_at', '>=', since)
      .execute();
    expect(leftover).toEqual([]);
    expect(await templateCount()).toBe(before);
  });

  it('is closed to callers without the internal secret', async () => {
    const { payload, headers } = multipartBody([{ name: 'name', data: 'x' }]);
    const outsider = await app.inject({
      method: 'POST',
      url: ADMIN_TEMPLATE_UPLOAD_PATHS.internal,
      payload,
      headers,
    });
    expect(outsider.statusCode).toBe(403);
  });
});
