import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp } from './media-test-app.js';

const builtIn = (template: { thumbnail: string }) =>
  template.thumbnail.startsWith('/api/video/templates/');

describe('the video template catalog', () => {
  let t: Awaited<ReturnType<typeof createMediaTestApp>>;
  beforeAll(async () => {
    t = await createMediaTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists video templates and picture frames apart, and both without a type', async () => {
    const videos = await t.app.inject({ url: '/api/video/templates?type=video' });
    expect(videos.statusCode).toBe(200);
    // Other test files upload video templates into the same database: count the built-in ones.
    expect(videos.json().templates.filter(builtIn)).toHaveLength(38);
    expect(videos.json().templates.filter(builtIn)[0]).toEqual({
      id: 'birthday-celebration',
      name: 'Birthday Celebration',
      thumbnail: '/api/video/templates/birthday-celebration/thumbnail.jpg',
      duration: '15s',
      category: 'Birthday',
      type: 'video',
    });
    const pictures = await t.app.inject({ url: '/api/video/templates?type=image' });
    expect(pictures.json().templates).toHaveLength(43);
    const all = await t.app.inject({ url: '/api/video/templates' });
    expect(all.json().templates.filter(builtIn)).toHaveLength(81);
    const wrong = await t.app.inject({ url: '/api/video/templates?type=gif' });
    expect(wrong.statusCode).toBe(400);
  });

  it('draws a JPEG thumbnail from the template’s own recipe, the same bytes the second time', async () => {
    const first = await t.app.inject({ url: '/api/video/templates/romantic-hearts/thumbnail.jpg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const again = await t.app.inject({ url: '/api/video/templates/romantic-hearts/thumbnail.jpg' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const missing = await t.app.inject({ url: '/api/video/templates/no-such-one/thumbnail.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      'That video template does not exist. Choose one from the gallery.',
    );
  }, 60_000);
});
