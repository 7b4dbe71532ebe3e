import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_CATEGORIES } from '@cardsmith/contracts';
import { renderRoute } from '../../test/render.js';
import { PRODUCT_FEATURES } from '../../content/features.js';

/** Clicks a link and reports whether the app took over the navigation (client-side routing). */
function clickIsHandledByApp(link: HTMLElement): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot perform a real page load
  };
  window.addEventListener('click', record);
  fireEvent.click(link);
  window.removeEventListener('click', record);
  return prevented;
}

async function sectionHeadings(path: string): Promise<string[]> {
  renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('home page (/)', () => {
  it('has the hero calls to action and the sections in the spec order', async () => {
    expect(await sectionHeadings('/')).toEqual([
      'How it works',
      'Everything a card can be',
      'Explore Templates for Every Occasion',
      'Simple pricing',
      'Someone would love to hear from you',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('about 60 seconds');
    expect(screen.getByRole('link', { name: /Try Modern Editor/ })).toHaveAttribute(
      'href',
      '/modern-editor',
    );
    const demo = screen.getByRole('link', { name: 'View Demo' });
    expect(demo).toHaveAttribute('href', '#how-it-works');
    // It scrolls to How it works; a play icon would promise a video.
    expect(demo.querySelector('svg')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Documentation' })).toHaveAttribute(
      'href',
      '/faq',
    );
    for (const name of ['Effortless Design', 'AI-Powered Magic', 'Real-time Collaboration']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Create a Card Now' })).toHaveAttribute(
      'href',
      '/editor',
    );
  });

  it('marks features Live and opens them with a full page load', async () => {
    await sectionHeadings('/');
    // Only the built features are marked; the others would say they are coming (all are built).
    expect(screen.getAllByText('Live')).toHaveLength(8);
    expect(screen.queryAllByText('Coming soon')).toHaveLength(0);
    for (const feature of PRODUCT_FEATURES) {
      const tile = screen.getByRole('link', { name: feature.title }).closest('li')!;
      expect(tile).toHaveTextContent(feature.built ? 'Live' : 'Coming soon');
    }
    const link = screen.getByRole('link', { name: 'AI Message Writer' });
    expect(link).toHaveAttribute('href', '/ai-message');
    expect(clickIsHandledByApp(link)).toBe(false);
  });

  it('has one occasion tile per category linking to the editor with it preselected', async () => {
    await sectionHeadings('/');
    for (const category of CARD_CATEGORIES) {
      expect(screen.getByRole('link', { name: new RegExp(`^${category.name}`) })).toHaveAttribute(
        'href',
        `/editor?category=${category.id}`,
      );
    }
  });

  it('prices each plan with one honest period and marks Pro Most Popular', async () => {
    await sectionHeadings('/');
    const plans = within(screen.getByRole('region', { name: 'Simple pricing' })).getAllByRole(
      'listitem',
    );
    const byName = (name: string) =>
      plans.find((item) => item.querySelector('h3')?.textContent === name);
    expect(byName('Free')).toHaveTextContent('$0forever');
    expect(byName('Pro')).toHaveTextContent('$9.99per year');
    expect(byName('Pro')).toHaveTextContent('Most Popular');
    expect(byName('Team')).toHaveTextContent('$59per year');
    expect(byName('Team')).not.toHaveTextContent('per month');
  });
});

describe('legacy home page (/old)', () => {
  it('offers Start Creating and Explore Templates and navigates features client-side', async () => {
    const { router } = renderRoute('/old');
    await screen.findByRole('heading', { level: 1 });
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toContain('Explore Templates for Every Occasion');
    expect(screen.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/editor');
    expect(screen.getByRole('link', { name: 'Explore Templates' })).toHaveAttribute(
      'href',
      '/templates',
    );
    expect(screen.getAllByText('Available')).toHaveLength(8);
    expect(clickIsHandledByApp(screen.getByRole('link', { name: 'Voice Messages' }))).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/voice-messages'));
  });
});
