import { PICTURE_CATEGORIES, VIDEO_CATEGORIES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import {
  CLIP_INTRO_TEMPLATE,
  findRecipe,
  listCatalog,
  listTemplates,
  resolveTemplate,
  type UploadedVideoTemplate,
  type UploadedVideoTemplates,
} from './catalog.js';

describe('the video template catalog', () => {
  it('holds 38 video templates and 43 picture frames in the spec’s categories', () => {
    const videos = listTemplates('video');
    const pictures = listTemplates('image');
    expect(videos).toHaveLength(38);
    expect(pictures).toHaveLength(43);
    expect(new Set(videos.map((t) => t.category))).toEqual(new Set(VIDEO_CATEGORIES));
    expect(new Set(pictures.map((t) => t.category))).toEqual(new Set(PICTURE_CATEGORIES));
    expect(listTemplates()).toHaveLength(81);
    expect(new Set(listTemplates().map((t) => t.id)).size).toBe(81);
  });

  it('has the named templates of the dialog with their durations', () => {
    const byId = new Map(listTemplates('video').map((t) => [t.id, t]));
    expect(byId.get('birthday-celebration')?.duration).toBe('15s');
    expect(byId.get('romantic-hearts')?.duration).toBe('12s');
    expect(byId.get('congratulations')?.duration).toBe('10s');
    expect(byId.get('holiday-winter')?.duration).toBe('20s');
  });

  it('gives picture frames no duration and every template a thumbnail of its own', () => {
    for (const template of listTemplates('image')) expect(template.duration).toBeNull();
    expect(listTemplates()[0]?.thumbnail).toBe(
      '/api/video/templates/birthday-celebration/thumbnail.jpg',
    );
    expect(findRecipe('frame-postcard')?.category).toBe('Travel');
    expect(findRecipe('nope')).toBeUndefined();
  });
});

const sunrise: UploadedVideoTemplate = {
  id: '0b7f4c3e-5a43-4c1b-9d8e-2f6a1c0e9b11',
  name: 'Sunrise',
  category: 'Business',
  clipBlobId: 'clip-blob-0000000001',
  posterBlobId: 'poster-blob-000000001',
  durationSeconds: 7.6,
  isActive: true,
};
const resting: UploadedVideoTemplate = {
  ...sunrise,
  id: '5d0c1f9a-8e2b-4b7a-a3c4-6e9f0d1b2c33',
  isActive: false,
};

/** Uploaded templates held in memory, as the database would answer. */
const uploaded: UploadedVideoTemplates = {
  listActive: async () => [sunrise, resting].filter((template) => template.isActive),
  find: async (id) => [sunrise, resting].find((template) => template.id === id),
};

describe('uploaded video templates in the catalog', () => {
  it('puts the active uploads, with their still and measured length, before the built-in video templates', async () => {
    const videos = await listCatalog('video', uploaded);
    expect(videos.slice(1)).toEqual(listTemplates('video'));
    expect(videos.slice(0, 1)).toEqual([
      {
        id: sunrise.id,
        name: 'Sunrise',
        thumbnail: '/api/media/poster-blob-000000001',
        musicPreview: `/api/video/templates/${CLIP_INTRO_TEMPLATE}/music.m4a`,
        duration: '8s',
        category: 'Business',
        type: 'video',
      },
    ]);
    expect((await listCatalog(undefined, uploaded)).map((t) => t.id)).toContain(sunrise.id);
    expect(await listCatalog('image', uploaded)).toEqual(listTemplates('image'));
  });

  it('renders an uploaded template as its clip after the intro; new requests only while it is active', async () => {
    expect(await resolveTemplate(sunrise.id, uploaded, { activeOnly: true })).toEqual({
      recipe: findRecipe(CLIP_INTRO_TEMPLATE),
      templateClipBlobId: 'clip-blob-0000000001',
    });
    expect(await resolveTemplate(resting.id, uploaded, { activeOnly: true })).toBeUndefined();
    expect(await resolveTemplate(resting.id, uploaded, { activeOnly: false })).toMatchObject({
      templateClipBlobId: 'clip-blob-0000000001',
    });
    expect(await resolveTemplate('congratulations', uploaded, { activeOnly: true })).toEqual({
      recipe: findRecipe('congratulations'),
      templateClipBlobId: null,
    });
    expect(await resolveTemplate('no-such-one', uploaded, { activeOnly: false })).toBeUndefined();
  });
});
