import { VIDEO_CATEGORIES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { OCCASION_TITLES, occasionOfCategory, titleAfterOccasion } from './occasion.js';

describe('the video card form’s occasion', () => {
  it('suggests a title for an empty one and follows the occasion while it is untouched', () => {
    expect(titleAfterOccasion('', null, 'Birthday')).toBe('Happy Birthday!');
    expect(titleAfterOccasion('  ', null, 'Get Well')).toBe('Get Well Soon');
    expect(titleAfterOccasion('Happy Birthday!', 'Birthday', 'Thank You')).toBe('Thank You!');
  });

  it('keeps a title the visitor wrote', () => {
    expect(titleAfterOccasion('For Sam', null, 'Birthday')).toBe('For Sam');
    expect(titleAfterOccasion('Happy Birthday!', null, 'Wedding')).toBe('Happy Birthday!');
    expect(titleAfterOccasion('Happy Birthday, Sam!', 'Birthday', 'Wedding')).toBe(
      'Happy Birthday, Sam!',
    );
  });

  it('has a title for every video category and gives the card its occasion', () => {
    for (const category of VIDEO_CATEGORIES) expect(OCCASION_TITLES[category]).toBeTruthy();
    expect(occasionOfCategory('Thank You')).toBe('thank-you');
    expect(occasionOfCategory('Just Because')).toBe('other');
  });
});
