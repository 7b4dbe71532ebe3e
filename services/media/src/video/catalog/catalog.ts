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

/** The look of the intro a clip gets (a visitor's upload or an admin's video template). */
export const CLIP_INTRO_TEMPLATE = 'thank-you-sparkle';

export const thumbnailPath = (id: string) => `/api/video/templates/${id}/thumbnail.jpg`;
export const templateMusicPath = (id: string) => `/api/video/templates/${id}/music.m4a`;

/** A length as the gallery shows it, like '15s'. */
export const formatTemplateDuration = (seconds: number) => `${Math.max(1, Math.round(seconds))}s`;

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

/** A video template an admin uploaded, measured when it was accepted. */
export interface UploadedVideoTemplate {
  id: string;
  name: string;
  category: string;
  /** The clip itself: a durable blob every render reads and none deletes. */
  clipBlobId: string;
  posterBlobId: string;
  durationSeconds: number;
  isActive: boolean;
}

export interface UploadedVideoTemplates {
  /** The active ones, newest first. */
  listActive(): Promise<UploadedVideoTemplate[]>;
  /** Active or not; undefined for an id that is no uploaded video template. */
  find(id: string): Promise<UploadedVideoTemplate | undefined>;
}

export function toUploadedVideoTemplate(template: UploadedVideoTemplate): VideoTemplate {
  return {
    id: template.id,
    name: template.name,
    thumbnail: `/api/media/${template.posterBlobId}`,
    // Its clip plays after the intro template's motion, to that template's music.
    musicPreview: templateMusicPath(CLIP_INTRO_TEMPLATE),
    duration: formatTemplateDuration(template.durationSeconds),
    category: template.category,
    type: 'video',
  };
}

/**
 * The active uploaded video templates, newest first, then the built-in ones: the gallery shows two
 * a page, and what an admin just added belongs on its first. None of the uploads is a picture frame.
 */
export async function listCatalog(
  type: VideoTemplateType | undefined,
  uploaded: UploadedVideoTemplates,
): Promise<VideoTemplate[]> {
  const builtIn = listTemplates(type);
  if (type === 'image') return builtIn;
  return [...(await uploaded.listActive()).map(toUploadedVideoTemplate), ...builtIn];
}

/** What a render is made of: a recipe's look, and for an uploaded template its clip after the card. */
export interface TemplateSource {
  recipe: TemplateRecipe;
  templateClipBlobId: string | null;
}

/**
 * The source of template `id`. A new request may only choose an active template; a render already
 * accepted still runs after the admin switched its template off.
 */
export async function resolveTemplate(
  id: string,
  uploaded: UploadedVideoTemplates,
  { activeOnly }: { activeOnly: boolean },
): Promise<TemplateSource | undefined> {
  const recipe = findRecipe(id);
  if (recipe) return { recipe, templateClipBlobId: null };
  const template = await uploaded.find(id);
  if (!template || (activeOnly && !template.isActive)) return undefined;
  return { recipe: findRecipe(CLIP_INTRO_TEMPLATE)!, templateClipBlobId: template.clipBlobId };
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
