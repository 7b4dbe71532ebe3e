import {
  VIDEO_MUSIC_OPTIONS,
  type VideoMusicOption,
  type VideoTemplate,
  type VideoTemplateType,
} from '@cardsmith/contracts';
import { musicPreviewPath } from './music-beds.js';
import { ALL_RECIPES, type TemplateRecipe } from './recipes.js';

const BY_ID = new Map(ALL_RECIPES.map((recipe) => [recipe.id, recipe]));

export const findRecipe = (id: string): TemplateRecipe | undefined => BY_ID.get(id);

export const thumbnailPath = (id: string) => `/api/video/templates/${id}/thumbnail.jpg`;
export const templateMusicPath = (id: string) => `/api/video/templates/${id}/music.m4a`;

/** The gallery's view of a recipe (spec 001 §3); `duration` only for video templates, like '15s'. */
export function toVideoTemplate(recipe: TemplateRecipe): VideoTemplate {
  return {
    id: recipe.id,
    name: recipe.name,
    thumbnail: thumbnailPath(recipe.id),
    musicPreview: templateMusicPath(recipe.id),
    duration: recipe.type === 'video' ? `${recipe.durationSeconds}s` : null,
    category: recipe.category,
    type: recipe.type,
  };
}

export function listTemplates(type?: VideoTemplateType): VideoTemplate[] {
  return ALL_RECIPES.filter((recipe) => !type || recipe.type === type).map(toVideoTemplate);
}

/** The music choices of the video card form, each named bed with its preview. */
export function listMusicOptions(): VideoMusicOption[] {
  return VIDEO_MUSIC_OPTIONS.map(({ id, name, description }) => ({
    id,
    name,
    description,
    previewUrl: id === 'template' || id === 'none' ? null : musicPreviewPath(id),
  }));
}
