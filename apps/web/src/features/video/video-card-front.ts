import {
  EDITOR_TEMPLATE_IDS,
  type CardInput,
  type EditorTemplate,
  type EditorTemplateId,
  type Occasion,
} from '@cardsmith/contracts';
import { modernCardInput } from '../../pages/modern-editor/modern-card.js';

/**
 * The card-editor template whose art and colours suit each video category: a video made on
 * /video-cards gets a new card, and its front (what the video composes and the recipient page
 * shows) is this template's art with the title as its headline and the message below.
 */
const FRONT_TEMPLATE: Record<string, EditorTemplateId> = {
  Birthday: 'artistic',
  Wedding: 'floral',
  Anniversary: 'floral',
  'Thank You': 'classic',
  Holiday: 'vintage',
  Graduation: 'modern',
  Congratulations: 'modern',
  'Get Well': 'floral',
  'Just Because': 'minimal',
};

export const frontTemplateId = (category: string): EditorTemplateId =>
  FRONT_TEMPLATE[category] ?? EDITOR_TEMPLATE_IDS[0];

/** The new card a video is made of: drawn like a card made in the editor from a template. */
export function videoCardInput(
  templates: readonly EditorTemplate[],
  video: { category: string; occasion: Occasion; title: string; message: string },
): CardInput {
  const wanted = frontTemplateId(video.category);
  const template = templates.find((t) => t.id === wanted) ?? templates[0];
  if (!template) throw new Error('The card templates are not loaded.');
  return modernCardInput(template, {
    templateId: template.id,
    occasion: video.occasion,
    headline: video.title,
    title: video.title,
    message: video.message,
  });
}
