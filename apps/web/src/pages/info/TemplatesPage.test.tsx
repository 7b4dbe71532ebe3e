import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_CATEGORIES, COLLECTIONS, MOODS } from '@cardsmith/contracts';
import { renderRoute } from '../../test/render.js';

describe('templates page', () => {
  it('links each occasion to the editor and lists moods and collections as plain text', async () => {
    renderRoute('/templates');
    const occasions = await screen.findByRole('region', { name: 'Occasions' });
    for (const category of CARD_CATEGORIES) {
      expect(within(occasions).getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        `/editor?category=${category.id}`,
      );
    }
    const moods = screen.getByRole('region', { name: 'Moods & styles' });
    const collections = screen.getByRole('region', { name: 'Trending collections' });
    expect(within(moods).getAllByRole('listitem')).toHaveLength(MOODS.length);
    expect(within(collections).getAllByRole('listitem')).toHaveLength(COLLECTIONS.length);
    // The editor cannot be opened on a mood or a collection, so nothing here is a control.
    for (const section of [moods, collections]) {
      expect(within(section).queryByRole('link')).not.toBeInTheDocument();
      expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    }
  });
});
