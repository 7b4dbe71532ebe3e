import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEA_CATEGORIES, type CardIdea } from '@cardsmith/contracts';
import { renderRoute } from '../../test/render.js';
import { json } from '../../test/http.js';

const routes = new Map<string, () => Promise<Response>>();
beforeEach(() => {
  localStorage.clear();
  routes.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) => routes.get(url)?.() ?? json({ code: 'not_found', message: 'x' }, 404),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function openEditor() {
  renderRoute('/editor');
  await screen.findByRole('heading', { level: 1, name: 'Card editor' });
  return screen.getByRole('region', { name: 'Discover Designs' });
}

describe('Discover Designs: trending', () => {
  it('shows three skeletons while loading, then the empty state', async () => {
    const pending = deferred();
    routes.set('/api/cards/trending', () => pending.promise);
    const panel = await openEditor();
    expect(within(panel).getAllByTestId('trending-skeleton')).toHaveLength(3);
    act(() => pending.resolve(json({ success: true, trendingCards: [] })));
    expect(await within(panel).findByText('No Trending Cards Yet')).toBeInTheDocument();
  });

  it('explains a failure and tries again', async () => {
    let calls = 0;
    routes.set('/api/cards/trending', async () => {
      calls += 1;
      return calls === 1
        ? json({ code: 'internal', message: 'down' }, 503)
        : json({
            success: true,
            trendingCards: [
              {
                id: 'AbCdEfGhIjKlMnOpQrStUv',
                title: 'Party time',
                category: 'birthday',
                previewImageUrl: '/p.png',
                likes: 7,
              },
            ],
          });
    });
    const panel = await openEditor();
    expect(
      await within(panel).findByText('Unable to load trending cards. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByRole('link', { name: /Party time/ })).toHaveAttribute(
      'href',
      '/cards/AbCdEfGhIjKlMnOpQrStUv',
    );
  });
});

describe('template picker', () => {
  it('opens on the card occasion, shows four skeletons while loading and applies the chosen template', async () => {
    const pending = deferred();
    // A new card is a birthday card: the picker asks for the birthday category first.
    routes.set('/api/catalog/templates?category=birthday', () => pending.promise);
    await openEditor();
    const picker = screen.getByRole('region', { name: 'Templates' });
    expect(within(picker).getAllByTestId('template-skeleton')).toHaveLength(4);
    act(() =>
      pending.resolve(
        json({
          templates: [
            {
              id: 'birthday1',
              title: 'Silly Balloons',
              imageUrl: '/api/catalog/templates/birthday1/image.png',
            },
          ],
        }),
      ),
    );
    const tile = await within(picker).findByRole('button', { name: /Silly Balloons/ });
    expect(tile).toHaveTextContent('Use Template');
    await userEvent.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('card-flipper').querySelector('svg image')).toHaveAttribute(
      'href',
      '/api/catalog/templates/birthday1/image.png',
    );
  });
});

const IDEAS: CardIdea[] = IDEA_CATEGORIES.flatMap((category) =>
  Array.from({ length: 5 }, (_, index) => ({
    id: `${category}-${index}`,
    title: `${category} idea ${index}`,
    description: `About ${category}`,
    category,
    promptIdeas: [`A ${category} wish`],
  })),
);

async function openIdeas() {
  const panel = await openEditor();
  await userEvent.click(within(panel).getByRole('tab', { name: 'Browse Ideas' }));
  // A new card is a birthday card, so its ideas open on Birthday; these tests start from All.
  expect(within(panel).getByRole('button', { name: 'Birthday', pressed: true })).toBeVisible();
  await userEvent.click(within(panel).getByRole('button', { name: 'All' }));
  return panel;
}

describe('Discover Designs: card ideas carousel', () => {
  beforeEach(() => {
    // 6 ideas a page (1024 px and wider): 'all' holds 30 ideas, five pages.
    vi.stubGlobal('innerWidth', 1280);
  });

  it('wraps from the first page to the last and back, and starts over on a new tab', async () => {
    routes.set('/api/catalog/ideas', async () => json({ ideas: IDEAS }));
    const panel = await openIdeas();
    expect(await within(panel).findByText('Page 1 of 5')).toBeInTheDocument();
    const firstPage = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(firstPage).toHaveLength(6);

    await userEvent.click(within(panel).getByRole('button', { name: 'Previous ideas' }));
    expect(within(panel).getByText('Page 5 of 5')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Next ideas' }));
    expect(within(panel).getByText('Page 1 of 5')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(firstPage);
    await userEvent.click(within(panel).getByRole('button', { name: 'Next ideas' }));
    expect(within(panel).getByText('Page 2 of 5')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Birthday' }));
    // 5 birthday ideas topped up to 15: three pages, the tab's own ideas first.
    expect(within(panel).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('birthday idea 0');
  });

  it('puts a chosen idea to use as the message inside the card and says where it went', async () => {
    routes.set('/api/catalog/ideas', async () => json({ ideas: IDEAS }));
    const panel = await openIdeas();
    await within(panel).findByText('Page 1 of 5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Birthday' }));
    await userEvent.click(within(panel).getAllByRole('button', { name: 'Use this idea' })[0]!);
    expect(screen.getByLabelText('Message inside the card (back)')).toHaveValue('A birthday wish');
    // The preview shows the front after every change, so only the toast tells what happened.
    // (Radix also copies a toast's text into a live region, hence "all".)
    expect((await screen.findAllByText('Idea added'))[0]).toBeInTheDocument();
    expect(
      screen.getAllByText('It is now the message inside your card. Flip the card to see it.')[0],
    ).toBeInTheDocument();
  });

  it('explains a failure and tries again', async () => {
    let calls = 0;
    routes.set('/api/catalog/ideas', async () => {
      calls += 1;
      return calls === 1
        ? json({ code: 'internal', message: 'down' }, 503)
        : json({ ideas: IDEAS });
    });
    const panel = await openIdeas();
    expect(
      await within(panel).findByText('Unable to load card ideas. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText('Page 1 of 5')).toBeInTheDocument();
  });
});
