import type { IdeaCategory } from '@cardsmith/contracts';
import { anniversary, birthday, congrats } from './ideas/milestones.js';
import { friendship, love, thank } from './ideas/people.js';
import { custom, holiday, seasonal, sympathy } from './ideas/seasons.js';

export interface IdeaSeed {
  id: string;
  title: string;
  description: string;
  category: IdeaCategory;
  promptIdeas: string[];
}

/** An idea as written; its id and category come from the list it sits in. */
export type IdeaText = Omit<IdeaSeed, 'id' | 'category'>;

const BY_CATEGORY: Record<IdeaCategory, IdeaText[]> = {
  birthday,
  anniversary,
  holiday,
  congrats,
  sympathy,
  thank,
  friendship,
  love,
  seasonal,
  custom,
};

export const IDEA_SEEDS: IdeaSeed[] = Object.entries(BY_CATEGORY).flatMap(([category, ideas]) =>
  ideas.map((idea, index) => ({
    id: `${category}-${index + 1}`,
    category: category as IdeaCategory,
    ...idea,
  })),
);
