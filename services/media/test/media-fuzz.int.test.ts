import { fuzzApp, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaTestApp } from './media-test-app.js';

// Video cards without the gateway's card claim, and a queue that keeps what it is given.
const { app, close } = await createMediaTestApp({
  video: { queue: { enqueue: async () => {} } },
});
afterAll(close);

describe('media under hostile input', () => {
  it('answers uploads and reads without a 5xx', async () => {
    const report = await fuzzApp(app, {
      internalSecret: TEST_INTERNAL_SECRET,
      multipartRoutes: ['/api/media', '/api/voice/recordings', '/api/video/create-card'],
    });
    expect(report.routes).toEqual([
      'binaryRoutes.uploadMedia',
      'binaryRoutes.getMedia',
      'binaryRoutes.getMediaRendition',
      'binaryRoutes.uploadRecording',
      'binaryRoutes.createVideoCard',
      'binaryRoutes.videoJobEvents',
      'binaryRoutes.videoTemplateThumbnail',
      'binaryRoutes.videoTemplateMusic',
      'binaryRoutes.videoMusicPreview',
      'voiceRoutes.listVoiceOptions',
      'voiceRoutes.textToSpeech',
      'voiceRoutes.generateSpeech',
      'videoRoutes.listVideoTemplates',
      'videoRoutes.listVideoMusic',
      'videoRoutes.getVideoJob',
      'ownershipRoutes.claim',
      'accountDataRoutes.export',
      'accountDataRoutes.erase',
      'mediaTemplateRoutes.listActive',
      'mediaTemplateRoutes.listAll',
      'mediaTemplateRoutes.setActive',
      'serviceSettingsRoutes.settings',
    ]);
    expect(report.failures).toEqual([]);
  }, 120_000);
});
