import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.js';
import { SharePanel } from './SharePanel.js';

const SHARE_URL = 'http://localhost:8080/cards/abcdefghijklmnopqrstuv';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPanel(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={queryClient}>
      <SharePanel cardId="abcdefghijklmnopqrstuv" title="For Sam" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('SharePanel', () => {
  it('makes the view link, copies it with a 2 s Copied, and opens intents in 600×400 windows', async () => {
    const fetchMock = renderPanel(() => new Response(JSON.stringify({ shareUrl: SHARE_URL })));
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

  it("says 'Sharing Failed' when the link cannot be made", async () => {
    renderPanel(
      () =>
        new Response(JSON.stringify({ code: 'forbidden', message: 'Only the maker can share.' }), {
          status: 403,
        }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { useToasts } = await import('../../components/ui/toast-store.js');
    const Probe = () => <p>{useToasts()[0]?.title ?? ''}</p>;
    render(<Probe />);
    expect(await screen.findByText('Sharing Failed')).toBeInTheDocument();
  });
});
