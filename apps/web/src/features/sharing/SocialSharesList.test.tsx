import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocialShare } from '@cardsmith/contracts';
import { queryClient } from '../../lib/query-client.js';
import { SocialSharesList } from './SocialSharesList.js';

const SCHEDULED_FOR = '2031-05-04T09:00:00.000Z';
const SHARES: SocialShare[] = [
  {
    id: 'share-2',
    cardId: 'card-social-000001',
    cardTitle: 'Grandma turns 90',
    platform: 'twitter',
    message: 'Happy birthday, Grandma!',
    status: 'pending',
    scheduledFor: SCHEDULED_FOR,
    createdAt: '2030-05-01T09:00:00.000Z',
  },
  {
    id: 'share-1',
    cardId: 'card-social-000001',
    cardTitle: 'Grandma turns 90',
    platform: 'whatsapp',
    message: 'Look at this!',
    status: 'shared',
    scheduledFor: null,
    createdAt: '2030-04-30T09:00:00.000Z',
  },
];

afterEach(() => vi.unstubAllGlobals());

function renderList(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SocialSharesList />
    </QueryClientProvider>,
  );
}

describe('SocialSharesList', () => {
  it('lists scheduled shares as pending with their time, and done ones as shared', async () => {
    renderList(() => new Response(JSON.stringify({ shares: SHARES })));
    expect(screen.getByText('Loading your shares…')).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Grandma turns 90 · Twitter');
    expect(items[0]).toHaveTextContent('Happy birthday, Grandma!');
    expect(items[0]).toHaveTextContent(`Pending · ${new Date(SCHEDULED_FOR).toLocaleString()}`);
    expect(items[1]).toHaveTextContent('Grandma turns 90 · WhatsApp');
    expect(items[1]).toHaveTextContent('Shared');
    // Shared now from the dialog: its intent was opened then, nothing more to offer.
    expect(items[1]!.querySelector('a')).toBeNull();
  });

  it('offers the link to post once the scheduler delivered a scheduled share', async () => {
    const delivered: SocialShare[] = [
      { ...SHARES[0]!, status: 'shared' },
      { ...SHARES[0]!, id: 'share-3', platform: 'instagram', status: 'shared' },
    ];
    renderList(() => new Response(JSON.stringify({ shares: delivered })));
    const twitter = await screen.findByRole('link', { name: 'Post it on Twitter now' });
    const link = `${window.location.origin}/cards/card-social-000001`;
    expect(twitter).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?text=${encodeURIComponent('Happy birthday, Grandma!')}&url=${encodeURIComponent(link)}`,
    );
    expect(
      screen.getByRole('link', { name: 'Download the picture to post on Instagram' }),
    ).toHaveAttribute(
      'href',
      `${window.location.origin}/api/cards/card-social-000001/download.png`,
    );
  });

  it('says when there is nothing yet, and when the list cannot be loaded', async () => {
    renderList(() => new Response(JSON.stringify({ shares: [] })));
    expect(await screen.findByText('You have not shared a card yet.')).toBeInTheDocument();
    queryClient.clear();
    renderList(() => new Response('down', { status: 503 }));
    expect(await screen.findByText('Your shares could not be loaded.')).toBeInTheDocument();
  });
});
