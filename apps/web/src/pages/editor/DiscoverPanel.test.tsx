import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.js';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

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
  await screen.findByRole('heading', { level: 1, name: 'Card editor' }, { timeout: 10_000 });
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
  it('shows four skeletons while loading and applies the chosen template', async () => {
    const pending = deferred();
    routes.set('/api/catalog/templates?mood=funny', () => pending.promise);
    await openEditor();
    const picker = screen.getByRole('region', { name: 'Templates' });
    expect(within(picker).getAllByTestId('template-skeleton')).toHaveLength(4);
    act(() =>
      pending.resolve(
        json({
          templates: [
            {
              id: 'funny1',
              title: 'Silly Balloons',
              imageUrl: '/api/catalog/templates/funny1/image.png',
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
      '/api/catalog/templates/funny1/image.png',
    );
  });
});
