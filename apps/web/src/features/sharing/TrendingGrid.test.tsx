import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.js';
import { TrendingGrid } from './TrendingGrid.js';

afterEach(() => vi.unstubAllGlobals());

function renderGrid(answers: (() => Response)[]) {
  const fetchMock = vi.fn(async () => answers.shift()!());
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/', element: <TrendingGrid /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ok = (trendingCards: unknown[]) => () =>
  new Response(JSON.stringify({ success: true, trendingCards }));

describe('TrendingGrid', () => {
  it('shows three skeletons, then tiles linking to each card’s page', async () => {
    renderGrid([
      ok([
        {
          id: 'example-birthday-cake',
          title: 'Cake Catastrophe',
          category: 'birthday',
          previewImageUrl: '/api/cards/example-birthday-cake/preview.png',
          likes: 4,
        },
      ]),
    ]);
    expect(screen.getByRole('list', { name: 'Trending cards' }).children).toHaveLength(3);
    const link = await screen.findByRole('link', { name: /Cake Catastrophe/ });
    expect(link).toHaveAttribute('href', '/cards/example-birthday-cake');
    expect(link.querySelector('img')).toHaveAttribute(
      'src',
      '/api/cards/example-birthday-cake/preview.png?width=300',
    );
    expect(screen.getByLabelText('4 likes')).toBeInTheDocument();
  });

  it('says so when nothing trends, and offers a retry after a failure', async () => {
    renderGrid([() => new Response('down', { status: 503 }), ok([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Trending Cards Yet')).toBeInTheDocument();
  });
});
