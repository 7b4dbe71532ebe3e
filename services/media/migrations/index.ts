import type { Migrations } from '@cardsmith/service-kit';
import * as createBlob from './2026_11_21_0900_create_blob.js';
import * as addBlobUploaderIp from './2026_11_23_2300_add_blob_uploader_ip.js';
import * as createSpeechClip from './2026_11_24_1500_create_speech_clip.js';
import * as createVideoJob from './2026_11_24_2000_create_video_job.js';
import * as createUploadedTemplate from './2026_11_24_2030_create_uploaded_template.js';
import * as addUploadedTemplateVideoFacts from './2026_11_24_2330_add_uploaded_template_video_facts.js';
import * as addVideoJobOccasionMusic from './2026_11_24_2330_add_video_job_occasion_music.js';
import * as createImageRendition from './2026_11_28_0000_create_image_rendition.js';
import * as addVideoJobFairQueue from './2026_11_28_0030_add_video_job_fair_queue.js';
import * as addBlobStorage from './2026_11_28_0100_add_blob_storage.js';
import * as createBlobReference from './2026_11_28_0700_create_blob_reference.js';
import * as createOutbox from './2026_11_28_0730_create_outbox.js';
import * as addVideoJobFront from './2026_11_28_1000_add_video_job_front.js';

export const migrations: Migrations = {
  '2026_11_21_0900_create_blob': createBlob,
  '2026_11_23_2300_add_blob_uploader_ip': addBlobUploaderIp,
  '2026_11_24_1500_create_speech_clip': createSpeechClip,
  '2026_11_24_2000_create_video_job': createVideoJob,
  '2026_11_24_2030_create_uploaded_template': createUploadedTemplate,
  '2026_11_24_2330_add_uploaded_template_video_facts': addUploadedTemplateVideoFacts,
  '2026_11_24_2330_add_video_job_occasion_music': addVideoJobOccasionMusic,
  '2026_11_28_0000_create_image_rendition': createImageRendition,
  '2026_11_28_0030_add_video_job_fair_queue': addVideoJobFairQueue,
  '2026_11_28_0100_add_blob_storage': addBlobStorage,
  '2026_11_28_0700_create_blob_reference': createBlobReference,
  '2026_11_28_0730_create_outbox': createOutbox,
  '2026_11_28_1000_add_video_job_front': addVideoJobFront,
};
