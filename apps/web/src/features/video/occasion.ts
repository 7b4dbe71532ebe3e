import type { Occasion, VideoTemplate } from '@cardsmith/contracts';

const BY_CATEGORY: Record<string, Occasion> = {
  Birthday: 'birthday',
  Wedding: 'wedding',
  'Thank You': 'thank-you',
  Holiday: 'holiday',
  Anniversary: 'anniversary',
  Graduation: 'graduation',
  Congratulations: 'congratulations',
  'Get Well': 'get-well',
  Baby: 'new-baby',
};

/** The card's occasion for a template's category; family, travel and the rest are 'other'. */
export const occasionOf = (template: VideoTemplate): Occasion =>
  BY_CATEGORY[template.category] ?? 'other';
