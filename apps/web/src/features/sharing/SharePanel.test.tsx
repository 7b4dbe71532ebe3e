import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.js';
import { SharePanel } from './SharePanel.js';
import { openShareWindow } from './share-window.js';
import { json } from '../../test/http.js';

const CARD_ID = 'abcdefghijklmnopqrstuv';
const SHARE_URL = `http://localhost:8080/cards/${CARD_ID}`;

// Spied on, keeping its own behaviour, so that one test can stand in for mailto: and sms:,
// whose navigation jsdom does not implement.
vi.mock('./share-window.js', { spy: true });

afterEach(() => {
  vi.mocked(openShareWindow).mockRestore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderWithFetch(answer: (url: string, init?: RequestInit) => Response, ui: ReactNode) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return fetchMock;
}

const STATS = {
  cardId: CARD_ID,
  views: 0,
  viewsLast7Days: 0,
  likes: 0,
  likesLast7Days: 0,
  shares: 0,
  isPublic: false,
};

const linkAnswer = (url: string) => {
  if (url === '/api/cards/share-link') return json({ shareUrl: SHARE_URL });
  if (url === `/api/cards/${CARD_ID}/stats`) return json(STATS);
  return json({}, 201);
};

const sharePosts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === `/api/cards/${CARD_ID}/share`)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

const TEXT = 'Check out this greeting card I created: For Sam';

describe('SharePanel', () => {
  it('makes the view link when it opens without recording a share', async () => {
    const fetchMock = renderWithFetch(linkAnswer, <SharePanel cardId={CARD_ID} title="For Sam" />);
    const input = await screen.findByDisplayValue(SHARE_URL);
    expect(input).toHaveAttribute('readonly');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cards/share-link',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sharePosts(fetchMock)).toEqual([]);
  });

  it('copies the link with a 2 s Copied, then records the copy as a link share', async () => {
    const fetchMock = renderWithFetch(linkAnswer, <SharePanel cardId={CARD_ID} title="For Sam" />);
    await screen.findByDisplayValue(SHARE_URL);

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
    expect(sharePosts(fetchMock)).toEqual([{ platform: 'link', message: TEXT }]);
    // The clipboard is written inside the click, before the share is recorded.
    const recorded = fetchMock.mock.calls.findIndex(([url]) => url.endsWith('/share'));
    expect(writeText.mock.invocationCallOrder[0]).toBeLessThan(
      fetchMock.mock.invocationCallOrder[recorded]!,
    );
  });

  it('opens intents in 600×400 windows from the click itself', async () => {
    renderWithFetch(linkAnswer, <SharePanel cardId={CARD_ID} title="For Sam" />);
    await screen.findByDisplayValue(SHARE_URL);
    const open = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal('open', open);
    fireEvent.click(screen.getByRole('button', { name: 'Twitter' }));
    const [url, , features] = open.mock.calls[0] as unknown as [string, string, string];
    expect(new URL(url).searchParams.get('text')).toBe(TEXT);
    expect(new URL(url).searchParams.get('url')).toBe(SHARE_URL);
    expect(features).toContain('width=600,height=400');
  });

  it('records every direct intent as a share, LinkedIn, email and SMS as link shares', async () => {
    const fetchMock = renderWithFetch(
      linkAnswer,
      <SharePanel cardId={CARD_ID} title="For Sam" editToken="tok-123" />,
    );
    await screen.findByDisplayValue(SHARE_URL);
    vi.mocked(openShareWindow).mockReturnValue(true);

    for (const name of ['WhatsApp', 'Facebook', 'Twitter', 'LinkedIn', 'Email', 'SMS']) {
      fireEvent.click(screen.getByRole('button', { name }));
    }
    await waitFor(() => expect(sharePosts(fetchMock)).toHaveLength(6));
    expect(sharePosts(fetchMock).map((body) => body.platform)).toEqual([
      'whatsapp',
      'facebook',
      'twitter',
      'link',
      'link',
      'link',
    ]);
    for (const body of sharePosts(fetchMock)) {
      expect(body).toEqual({ platform: body.platform, message: TEXT, editToken: 'tok-123' });
    }
  });

  it('records a share once the device’s share sheet is done, and none when it is closed', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const fetchMock = renderWithFetch(
        linkAnswer,
        <SharePanel cardId={CARD_ID} title="For Sam" />,
      );
      await screen.findByDisplayValue(SHARE_URL);
      share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
      await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
      expect(share).toHaveBeenCalledTimes(1);
      expect(sharePosts(fetchMock)).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
      expect(share).toHaveBeenLastCalledWith({ title: 'For Sam', text: TEXT, url: SHARE_URL });
      await waitFor(() =>
        expect(sharePosts(fetchMock)).toEqual([{ platform: 'link', message: TEXT }]),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('copies an edit link without recording a share', async () => {
    const fetchMock = renderWithFetch(
      (url, init) =>
        url === '/api/cards/share-link' && String(init?.body).includes('"edit"')
          ? json({ shareUrl: SHARE_URL, editUrl: `${SHARE_URL}/edit` })
          : linkAnswer(url),
      <SharePanel cardId={CARD_ID} title="For Sam" />,
    );
    await screen.findByDisplayValue(SHARE_URL);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy edit link' }));
    expect(await screen.findByRole('button', { name: 'Edit link copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${SHARE_URL}/edit`);
    expect(sharePosts(fetchMock)).toEqual([]);
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

  it('shows the card in the public gallery only when its owner switches it on', async () => {
    let isPublic = false;
    const fetchMock = renderWithFetch(
      (url, init) => {
        if (url === `/api/cards/${CARD_ID}/public-gallery`) {
          isPublic = JSON.parse(String(init?.body)).showInPublicGallery;
          return json({ cardId: CARD_ID, showInPublicGallery: isPublic });
        }
        if (url === `/api/cards/${CARD_ID}/stats`) return json({ ...STATS, isPublic });
        return linkAnswer(url);
      },
      <SharePanel cardId={CARD_ID} title="For Sam" />,
    );
    const gallery = await screen.findByRole('switch', { name: 'Show in the public gallery' });
    await waitFor(() => expect(gallery).toBeEnabled());
    expect(gallery).not.toBeChecked();
    expect(screen.getByText(/only people you give the link to/)).toBeInTheDocument();
    await userEvent.click(gallery);
    await waitFor(() => expect(gallery).toBeChecked());
    expect(await screen.findByText(/find your card in Trending/)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => url.endsWith('/public-gallery'))!;
    expect(put[1]).toMatchObject({ method: 'PUT', body: '{"showInPublicGallery":true}' });
  });

  it('offers no gallery switch to a collaborator', async () => {
    renderWithFetch(linkAnswer, <SharePanel cardId={CARD_ID} title="For Sam" editToken="t" />);
    await screen.findByDisplayValue(SHARE_URL);
    expect(screen.queryByRole('switch', { name: 'Show in the public gallery' })).toBeNull();
  });

  it('keeps its ids unique when the panel is on screen twice, each with the gallery switch', async () => {
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
    expect(screen.getAllByRole('switch', { name: 'Show in the public gallery' })).toHaveLength(2);
  });
});
