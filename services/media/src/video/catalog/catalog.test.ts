import { PICTURE_CATEGORIES, VIDEO_CATEGORIES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { findRecipe, listTemplates } from './catalog.js';

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
