import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialPlatform, SocialShareResult } from '@cardsmith/contracts';
import { useToasts } from '../../components/ui/toast-store.js';
import { localDateInputValue } from '../../lib/local-date.js';
import { queryClient } from '../../lib/query-client.js';
import { SocialShareForm } from './SocialShareForm.js';
import { json } from '../../test/http.js';

const CARD_ID = 'card-social-000001';
/** The link the server hands out, on its public origin rather than the page's. */
const CARD_LINK = `https://cards.example/cards/${CARD_ID}`;
const TEXT = 'Check out this greeting card I created: Grandma turns 90';

function result(platform: SocialPlatform, overrides: Partial<SocialShareResult> = {}) {
  return {
    success: true,
    share: {
      id: 'share-1',
      cardId: CARD_ID,
      cardTitle: 'Grandma turns 90',
      platform,
      message: TEXT,
      status: 'shared',
      scheduledFor: null,
      createdAt: new Date().toISOString(),
    },
    shareUrl: CARD_LINK,
    intentUrl: `https://example.test/${platform}/intent`,
    downloadUrl: null,
    ...overrides,
  } satisfies SocialShareResult;
}

let answer: (url: string, init?: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;
let popup: { opener: unknown; location: { href: string }; close: ReturnType<typeof vi.fn> };
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  answer = () => json({ code: 'not_found', message: 'Not found' }, 404);
  fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === '/api/cards/share-link' ? json({ shareUrl: CARD_LINK }) : answer(url, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  popup = { opener: window, location: { href: '' }, close: vi.fn() };
  open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function ToastProbe() {
  const [toast] = useToasts();
  return toast ? (
    <p data-testid="toast">
      {toast.title}: {toast.description}
    </p>
  ) : null;
}

function renderForm() {
  render(
    <QueryClientProvider client={queryClient}>
      <SocialShareForm cardId={CARD_ID} title="Grandma turns 90" />
      <ToastProbe />
    </QueryClientProvider>,
  );
}

const platformLabel = (name: string) =>
  screen.getByRole('radio', { name: new RegExp(`^${name}`) }).closest('label')!;

/** Recorded shares: the social route and the card's share route, not the link request. */
const shareCalls = () => fetchMock.mock.calls.filter(([url]) => /\/share(\/|$)/.test(String(url)));

const linkReady = () =>
  waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Share directly' })).getByRole('button', {
        name: 'Twitter',
      }),
    ).toBeEnabled(),
  );

describe('SocialShareForm', () => {
  it("labels facebook, twitter and instagram 'Auth Required', and only those", () => {
    renderForm();
    for (const name of ['Facebook', 'Twitter', 'Instagram'])
      expect(platformLabel(name)).toHaveTextContent('Auth Required');
    for (const name of ['WhatsApp', 'Copy link'])
      expect(platformLabel(name)).not.toHaveTextContent('Auth Required');
  });

  it('hints 280 characters for twitter and 2000 for the others', async () => {
    renderForm();
    expect(screen.getByText(`${TEXT.length}/2000 characters`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Twitter/ }));
    expect(screen.getByText(`${TEXT.length}/280 characters`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^WhatsApp/ }));
    expect(screen.getByText(`${TEXT.length}/2000 characters`)).toBeInTheDocument();
  });

  it('refuses a blank message without asking the server or opening a window', async () => {
    renderForm();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Share to Facebook' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a message to share.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(shareCalls()).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    await userEvent.type(box, 'Hi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the share window inside the click and sends it to the intent once the share is recorded', async () => {
    let respond: (response: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (respond = resolve));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Share to Facebook' }));
    // The window exists before the server has answered: popup blockers allow nothing later.
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] as [string, string, string];
    expect(url).toBe('');
    expect(features).toContain('width=600,height=400');
    expect(popup.opener).toBeNull();
    await waitFor(() => expect(shareCalls()).toHaveLength(1));
    const [path, init] = shareCalls()[0] as [string, RequestInit];
    expect(path).toBe('/api/social/share/facebook');
    expect(JSON.parse(String(init.body))).toMatchObject({
      cardId: CARD_ID,
      platform: 'facebook',
      message: TEXT,
    });
    respond(json(result('facebook')));
    await waitFor(() => expect(popup.location.href).toBe('https://example.test/facebook/intent'));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it("says 'Sharing Failed' and closes the waiting window when the share fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => json({ code: 'bad_request', message: 'That time zone is not known.' }, 400);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Share to Facebook' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Sharing Failed: That time zone is not known.',
    );
    expect(popup.close).toHaveBeenCalled();
  });

  it('says the window was blocked and shares nothing when the browser refuses the popup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open.mockReturnValue(null);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Share to Facebook' }));
    expect(screen.getByTestId('toast')).toHaveTextContent(
      'Sharing Failed: Your browser blocked the share window.',
    );
    expect(shareCalls()).toEqual([]);
  });

  it('copies the server’s card link before recording a link share', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answer = () => json(result('link', { intentUrl: CARD_LINK }));
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /^Copy link/ }));
    const copyButton = screen.getByRole('button', { name: 'Copy link' });
    await waitFor(() => expect(copyButton).toBeEnabled());
    await userEvent.click(copyButton);
    expect(writeText).toHaveBeenCalledWith(CARD_LINK);
    await waitFor(() => expect(shareCalls()).toHaveLength(1));
    const recorded = fetchMock.mock.calls.indexOf(shareCalls()[0]!);
    expect(writeText.mock.invocationCallOrder[0]).toBeLessThan(
      fetchMock.mock.invocationCallOrder[recorded]!,
    );
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('explains Instagram and downloads the card’s PNG to post from the app', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const png = `/api/cards/${CARD_ID}/download.png`;
    answer = () => json(result('instagram', { intentUrl: null, downloadUrl: png }));
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /^Instagram/ }));
    expect(screen.getByText(/downloads your card as a PNG picture/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share to Instagram' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Instagram posts are made in the Instagram app.');
    expect(within(status).getByRole('link', { name: 'Download it again' })).toHaveAttribute(
      'href',
      png,
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('schedules a share for a later date without opening anything now', async () => {
    const later = new Date();
    later.setDate(later.getDate() + 3);
    const date = localDateInputValue(later);
    answer = () =>
      json(
        result('twitter', {
          share: {
            ...result('twitter').share,
            status: 'pending',
            scheduledFor: later.toISOString(),
          },
          intentUrl: null,
        }),
      );
    renderForm();
    const dateInput = screen.getByLabelText('Date');
    expect(dateInput).toHaveAttribute('min', localDateInputValue(new Date()));
    await userEvent.click(screen.getByRole('radio', { name: /^Twitter/ }));
    fireEvent.change(dateInput, { target: { value: date } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '10:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule share' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Share scheduled');
    const [, init] = shareCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      scheduledDate: date,
      scheduledTime: '10:30',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a time without a date instead of sharing now, and forgets it once a date is picked', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderForm();
    await linkReady();
    await userEvent.click(screen.getByRole('radio', { name: /^Copy link/ }));
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '10:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule share' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date for the scheduled share.');
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(shareCalls()).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  });

  it('offers the direct share buttons with the message and the server’s card link', async () => {
    answer = () => json(result('twitter'), 201);
    renderForm();
    await linkReady();
    const direct = screen.getByRole('list', { name: 'Share directly' });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Sign it too!');
    fireEvent.click(within(direct).getByRole('button', { name: 'Twitter' }));
    const [url] = open.mock.calls[0] as [string];
    expect(new URL(url).searchParams.get('text')).toBe('Sign it too!');
    expect(new URL(url).searchParams.get('url')).toBe(CARD_LINK);
    await waitFor(() => expect(shareCalls()).toHaveLength(1));
    const [path, init] = shareCalls()[0] as [string, RequestInit];
    expect(path).toBe(`/api/cards/${CARD_ID}/share`);
    expect(JSON.parse(String(init.body))).toEqual({ platform: 'twitter', message: 'Sign it too!' });
  });

  it('records a LinkedIn share, which has no platform of its own, as a link share', async () => {
    answer = () => json(result('link'), 201);
    renderForm();
    await linkReady();
    const direct = screen.getByRole('list', { name: 'Share directly' });
    fireEvent.click(within(direct).getByRole('button', { name: 'LinkedIn' }));
    const [url] = open.mock.calls[0] as [string];
    expect(new URL(url).searchParams.get('url')).toBe(CARD_LINK);
    await waitFor(() => expect(shareCalls()).toHaveLength(1));
    const [path, init] = shareCalls()[0] as [string, RequestInit];
    expect(path).toBe(`/api/cards/${CARD_ID}/share`);
    expect(JSON.parse(String(init.body))).toEqual({ platform: 'link', message: TEXT });
  });

  it('shows why the card link could not be made, and waits for it before sharing directly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let linkFails = true;
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/cards/share-link' && linkFails
        ? json({ code: 'forbidden', message: 'Only the maker can share.' }, 403)
        : json({ shareUrl: CARD_LINK }),
    );
    renderForm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sharing Failed');
    expect(alert).toHaveTextContent('Only the maker can share.');
    const direct = screen.getByRole('list', { name: 'Share directly' });
    for (const button of within(direct).getAllByRole('button')) expect(button).toBeDisabled();
    linkFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await linkReady();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
