import { describe, expect, it } from 'vitest';
import { IDEA_CATEGORIES, type CardIdea } from '@cardsmith/contracts';
import { ideasForTab, ideasPageSize } from './ideas.js';

const IDEAS: CardIdea[] = IDEA_CATEGORIES.flatMap((category) =>
  Array.from({ length: 5 }, (_, index) => ({
    id: `${category}-${index}`,
    title: `${category} ${index}`,
    description: '',
    category,
    promptIdeas: [],
  })),
);

describe('ideas carousel list', () => {
  it('shows 30 random ideas under all', () => {
    const list = ideasForTab('all', IDEAS);
    expect(list).toHaveLength(30);
    expect(new Set(list.map((idea) => idea.id)).size).toBe(30);
  });

  it('tops a small category up to 15, its own ideas first', () => {
    const list = ideasForTab('birthday', IDEAS);
    expect(list).toHaveLength(15);
    expect(list.slice(0, 5).every((idea) => idea.category === 'birthday')).toBe(true);
    expect(ideasForTab('congratulations', IDEAS)[0]?.category).toBe('congrats');
  });

  it('fills tabs without a data category with random ideas', () => {
    expect(ideasForTab('graduation', IDEAS)).toHaveLength(15);
  });

  it('pages 2, 4 or 6 ideas by window width', () => {
    expect(ideasPageSize(375)).toBe(2);
    expect(ideasPageSize(800)).toBe(4);
    expect(ideasPageSize(1440)).toBe(6);
  });
});
