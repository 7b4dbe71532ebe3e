import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { VIDEO_MESSAGES, VIDEO_MUSIC_IDS } from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../src/video/render/ffmpeg.js';
import { MUSIC_PREVIEW_SECONDS } from '../src/video/render/filter-graph.js';
import { createMediaTestApp } from './media-test-app.js';

const builtIn = (template: { thumbnail: string }) =>
  template.thumbnail.startsWith('/api/video/templates/');

const run = promisify(execFile);

/** The audio stream's codec, the file's length and its loudest sample (ffmpeg's volumedetect). */
async function listen(file: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_name,codec_type:format=duration'],
    ...['-of', 'json', file],
  ]);
  const info = JSON.parse(stdout) as {
    streams: { codec_name: string; codec_type: string }[];
    format: { duration: string };
  };
  const { stderr } = await run(locateFfmpeg(), [
    ...['-hide_banner', '-nostdin', '-i', file, '-af', 'volumedetect', '-f', 'null', '-'],
  ]);
  return {
    audio: info.streams.filter((s) => s.codec_type === 'audio').map((s) => s.codec_name),
    seconds: Number(info.format.duration),
    maxVolumeDb: Number(/max_volume: (-?[\d.]+|-inf) dB/.exec(stderr)?.[1] ?? NaN),
  };
}

describe('the video template catalog', () => {
  let t: Awaited<ReturnType<typeof createMediaTestApp>>;
  let dir: string;
  beforeAll(async () => {
    t = await createMediaTestApp();
    dir = await mkdtemp(join(tmpdir(), 'cardsmith-music-test-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function preview(url: string) {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mp4');
    const file = join(dir, `${url.replace(/\W+/g, '-')}.m4a`);
    await writeFile(file, response.rawPayload);
    return { ...(await listen(file)), bytes: response.rawPayload };
  }

  it("lists the music choices: the template's, four named beds with previews, none", async () => {
    const response = await t.app.inject({ url: '/api/video/music' });
    expect(response.statusCode).toBe(200);
    const { music } = response.json() as { music: { id: string; previewUrl: string | null }[] };
    expect(music.map((m) => m.id)).toEqual(VIDEO_MUSIC_IDS);
    expect(music[0]).toEqual({
      id: 'template',
      name: "Template's music",
      description: 'The music the template comes with.',
      previewUrl: null,
    });
    expect(music.find((m) => m.id === 'festive')?.previewUrl).toBe(
      '/api/video/music/festive/preview.m4a',
    );
    expect(music.at(-1)).toMatchObject({ id: 'none', name: 'No music', previewUrl: null });
  });

  it('plays a few audible seconds of a named bed and of a template’s own bed, as AAC', async () => {
    const festive = await preview('/api/video/music/festive/preview.m4a');
    expect(festive.audio).toEqual(['aac']);
    expect(Math.abs(festive.seconds - MUSIC_PREVIEW_SECONDS)).toBeLessThanOrEqual(0.2);
    expect(festive.maxVolumeDb).toBeGreaterThan(-30);
    const again = await t.app.inject({ url: '/api/video/music/festive/preview.m4a' });
    expect(again.rawPayload.equals(festive.bytes)).toBe(true);
    const gentle = await preview('/api/video/music/gentle/preview.m4a');
    expect(gentle.bytes.equals(festive.bytes)).toBe(false);
    const own = await preview('/api/video/templates/romantic-hearts/music.m4a');
    expect(own.audio).toEqual(['aac']);
    expect(own.maxVolumeDb).toBeGreaterThan(-30);

    for (const id of ['none', 'template', 'disco']) {
      const missing = await t.app.inject({ url: `/api/video/music/${id}/preview.m4a` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(VIDEO_MESSAGES.noMusicPreview);
    }
    const noTemplate = await t.app.inject({ url: '/api/video/templates/no-such-one/music.m4a' });
    expect(noTemplate.statusCode).toBe(404);
    expect(noTemplate.json().message).toBe(VIDEO_MESSAGES.unknownTemplate);
  }, 60_000);

  it('lists video templates and picture frames apart, and both without a type', async () => {
    const videos = await t.app.inject({ url: '/api/video/templates?type=video' });
    expect(videos.statusCode).toBe(200);
    // Other test files upload video templates into the same database: count the built-in ones.
    expect(videos.json().templates.filter(builtIn)).toHaveLength(38);
    expect(videos.json().templates.filter(builtIn)[0]).toEqual({
      id: 'birthday-celebration',
      name: 'Birthday Celebration',
      thumbnail: '/api/video/templates/birthday-celebration/thumbnail.jpg',
      musicPreview: '/api/video/templates/birthday-celebration/music.m4a',
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
