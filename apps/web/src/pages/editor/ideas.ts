import {
  IDEAS_CAROUSEL,
  type CardIdea,
  type IdeaCategory,
  type IdeaTab,
} from '@cardsmith/contracts';

/** Tabs whose name differs from the data category they show. */
const TAB_CATEGORY: Partial<Record<IdeaTab, IdeaCategory>> = {
  birthday: 'birthday',
  anniversary: 'anniversary',
  holiday: 'holiday',
  congratulations: 'congrats',
  sympathy: 'sympathy',
  'thank-you': 'thank',
  friendship: 'friendship',
};

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The carousel's list for a tab: 'all' is 30 random ideas; a tab with fewer than 15 matching
 * ideas (or none, for tabs without a data category) is topped up with random others to 15.
 */
export function ideasForTab(
  tab: IdeaTab,
  ideas: readonly CardIdea[],
  random = Math.random,
): CardIdea[] {
  if (tab === 'all') return shuffled(ideas, random).slice(0, IDEAS_CAROUSEL.allCount);
  const category = TAB_CATEGORY[tab];
  const matching = ideas.filter((idea) => idea.category === category);
  if (matching.length >= IDEAS_CAROUSEL.minPerCategory) return matching;
  const others = shuffled(
    ideas.filter((idea) => idea.category !== category),
    random,
  );
  return [...matching, ...others].slice(0, IDEAS_CAROUSEL.minPerCategory);
}

export function ideasPageSize(width: number): number {
  if (width < 640) return 2;
  if (width < 1024) return 4;
  return 6;
}
