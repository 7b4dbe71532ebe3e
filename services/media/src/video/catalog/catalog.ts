import type { VideoTemplate, VideoTemplateType } from '@cardsmith/contracts';
import { ALL_RECIPES, type TemplateRecipe } from './recipes.js';

const BY_ID = new Map(ALL_RECIPES.map((recipe) => [recipe.id, recipe]));

export const findRecipe = (id: string): TemplateRecipe | undefined => BY_ID.get(id);

export const thumbnailPath = (id: string) => `/api/video/templates/${id}/thumbnail.jpg`;

/** The gallery's view of a recipe (spec 001 §3); `duration` only for video templates, like '15s'. */
export function toVideoTemplate(recipe: TemplateRecipe): VideoTemplate {
  return {
    id: recipe.id,
    name: recipe.name,
    thumbnail: thumbnailPath(recipe.id),
    duration: recipe.type === 'video' ? `${recipe.durationSeconds}s` : null,
    category: recipe.category,
    type: recipe.type,
  };
}

export function listTemplates(type?: VideoTemplateType): VideoTemplate[] {
  return ALL_RECIPES.filter((recipe) => !type || recipe.type === type).map(toVideoTemplate);
}
