import type { Occasion, VideoCategory, VideoTemplate } from '@cardsmith/contracts';

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

/** The card's occasion for a template's or the form's category; the rest are 'other'. */
export const occasionOfCategory = (category: string): Occasion => BY_CATEGORY[category] ?? 'other';

export const occasionOf = (template: VideoTemplate): Occasion =>
  occasionOfCategory(template.category);

/** A title the form offers for each occasion while the visitor has written none of their own. */
export const OCCASION_TITLES: Record<VideoCategory, string> = {
  Birthday: 'Happy Birthday!',
  Wedding: 'Congratulations on Your Wedding',
  'Thank You': 'Thank You!',
  Holiday: 'Happy Holidays!',
  Anniversary: 'Happy Anniversary!',
  Graduation: 'Congratulations, Graduate!',
  Congratulations: 'Congratulations!',
  'Get Well': 'Get Well Soon',
  'Just Because': 'Thinking of You',
};

/**
 * The title after the occasion changes: an empty title, or the one suggested for the previous
 * occasion, becomes the new occasion's suggestion; anything the visitor wrote is kept.
 */
export function titleAfterOccasion(
  title: string,
  previous: VideoCategory | null,
  next: VideoCategory,
): string {
  const untouched = !title.trim() || (previous !== null && title === OCCASION_TITLES[previous]);
  return untouched ? OCCASION_TITLES[next] : title;
}
