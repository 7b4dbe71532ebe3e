import { MEDIA_LIMITS, type MediaKind } from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, multipartBody, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { inject } from 'vitest';
import { buildApp, type MediaAppDeps, type ReclaimSettings } from '../src/app.js';
import type { MediaDb } from '../src/db/database.js';
import type { UploadQuotas } from '../src/media/upload-quota.js';
import type { AudioTools } from '../src/audio/audio-tools.js';
import type { SpeechSynthesizer } from '../src/speech/adapters/speech-synthesizer.js';

const UNLIMITED_QUOTAS: UploadQuotas = {
  perVisitor: { files: Number.MAX_SAFE_INTEGER, bytes: Number.MAX_SAFE_INTEGER },
  perIp: { files: Number.MAX_SAFE_INTEGER, bytes: Number.MAX_SAFE_INTEGER },
};

/**
 * The media app on the run's throwaway database, with 1000-byte chunks so small files cross chunk
 * borders, and limits low enough to hit with generated files.
 */
export async function createMediaTestApp(
  options: {
    limits?: Record<MediaKind, number>;
    uploadQuotas?: UploadQuotas;
    now?: () => Date;
    reclaim?: ReclaimSettings;
    speech?: SpeechSynthesizer;
    audioTools?: AudioTools;
    recordingLimits?: { maxBytes: number; maxSeconds: number };
    video?: MediaAppDeps['video'];
    s3?: MediaAppDeps['s3'];
  } = {},
) {
  const ctx = createTestServiceContext<MediaDb>(inject('infra'), 'media');
  const app = await buildApp({
    logger: ctx.logger,
    db: ctx.db,
    redis: ctx.redis,
    internalSecret: TEST_INTERNAL_SECRET,
    chunkBytes: 1000,
    // Every test file uploads from 127.0.0.1 into one database; quotas are tested on their own.
    uploadQuotas: options.uploadQuotas ?? UNLIMITED_QUOTAS,
    now: options.now,
    reclaim: options.reclaim,
    speech: options.speech,
    audioTools: options.audioTools,
    recordingLimits: options.recordingLimits,
    video: options.video,
    s3: options.s3,
    limits: options.limits ?? { ...MEDIA_LIMITS, image: 20_000, audio: 3 * 1024 * 1024 },
  });
  await app.ready();
  const visitor = visitorHeaders(TEST_INTERNAL_SECRET, 'visitor-media-test');

  function upload(
    data: Buffer,
    filename: string,
    contentType: string,
    field = 'file',
    as = visitor,
    url = '/api/media',
  ) {
    const { payload, headers } = multipartBody([{ name: field, filename, contentType, data }]);
    return app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...as },
    });
  }

  return {
    app,
    db: ctx.db,
    redis: ctx.redis,
    visitor,
    upload,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}
