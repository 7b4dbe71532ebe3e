import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.js';
import { SharePanel } from './SharePanel.js';
import { json } from '../../test/http.js';

const CARD_ID = 'abcdefghijklmnopqrstuv';
const SHARE_URL = `http://localhost:8080/cards/${CARD_ID}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderWithFetch(answer: (url: string, init?: RequestInit) => Response, ui: ReactNode) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return fetchMock;
}

const linkAnswer = (url: string) =>
  url === '/api/cards/share-link' ? json({ shareUrl: SHARE_URL }) : json({}, 201);

const sharePosts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `/api/cards/${CARD_ID}/share`)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

describe('SharePanel', () => {
  it('makes the view link, copies it with a 2 s Copied, and opens intents in 600×400 windows', async () => {
    const fetchMock = renderWithFetch(linkAnswer, <SharePanel cardId={CARD_ID} title="For Sam" />);
    const input = await screen.findByDisplayValue(SHARE_URL);
    expect(input).toHaveAttribute('readonly');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cards/share-link',
      expect.objectContaining({ method: 'POST' }),
    );

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    vi.useRealTimers();

    const open = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal('open', open);
    fireEvent.click(screen.getByRole('button', { name: 'Twitter' }));
    const [url, , features] = open.mock.calls[0] as unknown as [string, string, string];
    expect(new URL(url).searchParams.get('text')).toBe(
      'Check out this greeting card I created: For Sam',
    );
    expect(new URL(url).searchParams.get('url')).toBe(SHARE_URL);
    expect(features).toContain('width=600,height=400');
  });

  it('records each intent the share API knows as a share of the card, and no other', async () => {
    const fetchMock = renderWithFetch(
      linkAnswer,
      <SharePanel cardId={CARD_ID} title="For Sam" editToken="tok-123" />,
    );
    await screen.findByDisplayValue(SHARE_URL);
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );

    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    fireEvent.click(screen.getByRole('button', { name: 'LinkedIn' }));
    await waitFor(() => expect(sharePosts(fetchMock)).toHaveLength(2));
    expect(sharePosts(fetchMock)).toEqual([
      {
        platform: 'whatsapp',
        message: 'Check out this greeting card I created: For Sam',
        editToken: 'tok-123',
      },
      {
        platform: 'facebook',
        message: 'Check out this greeting card I created: For Sam',
        editToken: 'tok-123',
      },
    ]);
  });

  it('does not record an intent the browser blocked, and says why', async () => {
    const fetchMock = renderWithFetch(linkAnswer, <SharePanel cardId={CARD_ID} title="For Sam" />);
    await screen.findByDisplayValue(SHARE_URL);
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { useToasts } = await import('../../components/ui/toast-store.js');
    const Probe = () => <p>{useToasts()[0]?.description ?? ''}</p>;
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Twitter' }));
    expect(
      await screen.findByText(
        'Your browser blocked the share window. Allow pop-ups and try again.',
      ),
    ).toBeInTheDocument();
    expect(sharePosts(fetchMock)).toEqual([]);
  });

  it('shows why the link could not be made, with Try Again that asks once more', async () => {
    let fail = true;
    renderWithFetch(
      () =>
        fail
          ? json({ code: 'forbidden', message: 'Only the maker can share.' }, 403)
          : json({ shareUrl: SHARE_URL }),
      <SharePanel cardId={CARD_ID} title="For Sam" />,
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sharing Failed');
    expect(alert).toHaveTextContent('Only the maker can share.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByDisplayValue(SHARE_URL)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its ids unique when the panel is on screen twice, and mentions Trending', async () => {
    const fetchMock = renderWithFetch(
      linkAnswer,
      <>
        <SharePanel cardId={CARD_ID} title="For Sam" />
        <SharePanel cardId={CARD_ID} title="For Sam" />
      </>,
    );
    const inputs = await screen.findAllByDisplayValue(SHARE_URL);
    expect(inputs).toHaveLength(2);
    expect(inputs[0]!.id).not.toBe(inputs[1]!.id);
    expect(screen.getAllByRole('textbox', { name: 'Card link' })).toHaveLength(2);
    const regions = screen.getAllByRole('region', { name: 'Share your card' });
    expect(regions).toHaveLength(2);
    // Both panels show the same link, made by one request.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/cards/share-link')).toHaveLength(1);
    expect(screen.getAllByText(/can appear in Trending/)).toHaveLength(2);
  });
});
