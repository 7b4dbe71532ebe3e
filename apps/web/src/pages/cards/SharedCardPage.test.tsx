import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.js';

const ID = 'abcdefghijklmnopqrstuv';
const VIEW = {
  card: {
    id: ID,
    title: 'For Sam',
    category: 'birthday',
    templateId: null,
    frameId: null,
    backgroundColor: '#fff1f2',
    cardMessage: 'The cake is on me',
    textFont: 'Poppins',
    textSize: 'medium',
    elements: [{ id: 't', type: 'text', content: 'Hello Sam', position: { x: 250, y: 200 } }],
    audioUrl: '/api/media/voice0123456789',
    videoUrl: null,
    voiceMessage: null,
    videoMessage: null,
    version: 1,
    isOwner: false,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
  },
  frameSvg: null,
  templateImageHref: null,
  previewImageUrl: `/api/cards/${ID}/preview.png`,
  likes: 2,
  liked: false,
};

function serve(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      const handler = routes[key];
      return handler ? handler() : new Response('{"message":"nope"}', { status: 500 });
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the recipient page (/cards/{id})', () => {
  it('plays the card’s rendered video with its poster', async () => {
    const videoMessage = {
      videoUrl: '/api/media/video0000000001',
      posterUrl: '/api/media/poster000000001',
      durationSeconds: 15,
    };
    serve({
      [`GET /api/cards/${ID}/view`]: json({ ...VIEW, card: { ...VIEW.card, videoMessage } }),
      [`POST /api/cards/${ID}/views`]: json({ counted: true }),
    });
    renderRoute(`/cards/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Open your card' }));
    const video = await screen.findByLabelText('Video card');
    expect(video).toHaveAttribute('src', videoMessage.videoUrl);
    expect(video).toHaveAttribute('poster', videoMessage.posterUrl);
    expect(screen.getByText('A video card for you · 0:15')).toBeInTheDocument();
  });

  it('reports a delivered link as opened with its token once the card is shown', async () => {
    const calls = serve({
      [`GET /api/cards/${ID}/view`]: json(VIEW),
      [`POST /api/cards/${ID}/views`]: json({ counted: true }),
      ['POST /api/schedules/opened']: json({ success: true, cardId: ID }),
    });
    renderRoute(`/cards/${ID}?delivery=token-from-the-email`);
    await screen.findByRole('button', { name: 'Open your card' });
    await waitFor(() => expect(calls).toContain('POST /api/schedules/opened'));
  });

  it('reports nothing as opened without a delivery token', async () => {
    const calls = serve({
      [`GET /api/cards/${ID}/view`]: json(VIEW),
      [`POST /api/cards/${ID}/views`]: json({ counted: true }),
    });
    renderRoute(`/cards/${ID}`);
    await waitFor(() => expect(calls).toContain(`POST /api/cards/${ID}/views`));
    expect(calls).not.toContain('POST /api/schedules/opened');
  });

  it('opens the envelope, draws the card inline, records a view and likes it', async () => {
    const calls = serve({
      [`GET /api/cards/${ID}/view`]: json(VIEW),
      [`POST /api/cards/${ID}/views`]: json({ counted: true }),
      [`PUT /api/cards/${ID}/like`]: json({ likes: 3, liked: true }),
    });
    renderRoute(`/cards/${ID}`);
    const openButton = await screen.findByRole('button', { name: 'Open your card' });
    expect(screen.getByText('Someone made you a card')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit this card' })).toBeNull();
    fireEvent.click(openButton);
    // The envelope takes 900 ms to open (in real time: the wait is bounded by the test's timeout).
    const flip = await screen.findByRole('button', { name: 'Flip the card to read the message' });
    // The opening button is gone; focus lands on the card rather than falling to <body>.
    expect(flip).toHaveFocus();
    expect(flip.querySelector('svg')).not.toBeNull();
    expect(flip.innerHTML).toContain('Hello Sam');
    expect(screen.getByTestId('card-back').innerHTML).toContain('The cake is on me');
    expect(document.querySelector('audio')).toHaveAttribute('src', VIEW.card.audioUrl);
    await waitFor(() => expect(calls).toContain(`POST /api/cards/${ID}/views`));

    fireEvent.click(screen.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByRole('button', { name: /^Liked/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Create your own card' })).toHaveAttribute(
      'href',
      '/editor',
    );
    expect(screen.queryByRole('heading', { name: 'How your card is doing' })).toBeNull();
    expect(calls).not.toContain(`GET /api/cards/${ID}/stats`);
  });

  it('shows a friendly not-found state for a missing card', async () => {
    serve({ [`GET /api/cards/${ID}/view`]: json({ code: 'not_found', message: 'Gone' }, 404) });
    renderRoute(`/cards/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find this card' }),
    ).toBeVisible();
  });

  it('says it is trying again while the card is asked for once more after a failure', async () => {
    let answer: (response: Response) => void = () => undefined;
    let attempts = 0;
    serve({
      [`GET /api/cards/${ID}/view`]: () =>
        ++attempts === 1
          ? json({ code: 'unavailable', message: 'Down' }, 503)()
          : new Promise<Response>((resolve) => (answer = resolve)),
      [`POST /api/cards/${ID}/views`]: json({ counted: true }),
    });
    renderRoute(`/cards/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Trying again…' })).toBeDisabled();

    answer(json(VIEW)());
    expect(await screen.findByRole('button', { name: 'Open your card' })).toBeVisible();
  });

  it('treats a malformed id (400) as a missing card, and encodes the id it asks for', async () => {
    const calls = serve({
      'GET /api/cards/bad%20id/view': json(
        { code: 'validation_failed', message: 'That is not a card id.' },
        400,
      ),
    });
    renderRoute('/cards/bad%20id');
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find this card' }),
    ).toBeVisible();
    expect(calls).toEqual(['GET /api/cards/bad%20id/view']);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});

describe('the recipient page for the card’s maker', () => {
  const OWNER_VIEW = { ...VIEW, card: { ...VIEW.card, isOwner: true } };
  const STATS = {
    cardId: ID,
    views: 12,
    viewsLast7Days: 4,
    likes: 5,
    likesLast7Days: 2,
    shares: 3,
    isPublic: true,
  };

  it('shows views, likes and shares once they load, and records no view', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serve({
      [`GET /api/cards/${ID}/view`]: json(OWNER_VIEW),
      [`GET /api/cards/${ID}/stats`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute(`/cards/${ID}`);
    const section = await screen.findByRole('region', { name: 'How your card is doing' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading your card’s numbers…');

    answer(json(STATS)());
    const views = await within(section).findByText('Views');
    expect(views.parentElement).toHaveTextContent('Views124 in the last 7 days');
    expect(within(section).getByText('Likes').parentElement).toHaveTextContent(
      'Likes52 in the last 7 days',
    );
    expect(within(section).getByText('Shares').parentElement).toHaveTextContent('Shares3');
    expect(section).toHaveTextContent('In the public gallery: it can appear in Trending.');
    expect(calls).not.toContain(`POST /api/cards/${ID}/views`);
  });

  it('says when the numbers could not be loaded and tries again', async () => {
    let failing = true;
    serve({
      [`GET /api/cards/${ID}/view`]: json(OWNER_VIEW),
      [`GET /api/cards/${ID}/stats`]: () =>
        failing
          ? json({ code: 'unavailable', message: 'The cards service is not answering.' }, 503)()
          : json({ ...STATS, isPublic: false })(),
    });
    renderRoute(`/cards/${ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The cards service is not answering.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('Not in the public gallery: only people with the link can open it.'),
    ).toBeVisible();
  });

  it('speaks to the maker and offers to edit the card', async () => {
    serve({
      [`GET /api/cards/${ID}/view`]: json(OWNER_VIEW),
      [`GET /api/cards/${ID}/stats`]: json(STATS),
    });
    renderRoute(`/cards/${ID}`);
    expect(await screen.findByRole('link', { name: 'Edit this card' })).toHaveAttribute(
      'href',
      `/editor?card=${ID}`,
    );
    expect(screen.getByText('Your card, as others will see it')).toBeVisible();
    expect(screen.queryByText('Someone made you a card')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open your card' }));
    expect(await screen.findByText('Your voice message')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create your own card' })).toBeNull();
  });

  it('deletes the card after asking, showing the wait, then says it is deleted', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = serve({
      [`GET /api/cards/${ID}/view`]: json(OWNER_VIEW),
      [`GET /api/cards/${ID}/stats`]: json(STATS),
      [`DELETE /api/cards/${ID}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute(`/cards/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    expect(calls).not.toContain(`DELETE /api/cards/${ID}`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep card' })).toBeDisabled();
    expect(calls.filter((call) => call === `DELETE /api/cards/${ID}`)).toHaveLength(1);

    answer(json({ success: true })());
    const heading = await screen.findByRole('heading', { name: 'Card deleted' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create your own card' })).toHaveAttribute(
      'href',
      '/editor',
    );
  });

  it('keeps the card and says why when deleting fails, and Keep card closes the question', async () => {
    serve({
      [`GET /api/cards/${ID}/view`]: json(OWNER_VIEW),
      [`GET /api/cards/${ID}/stats`]: json(STATS),
      [`DELETE /api/cards/${ID}`]: json(
        { code: 'unavailable', message: 'The cards service is not answering.' },
        503,
      ),
    });
    renderRoute(`/cards/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The cards service is not answering.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'For Sam' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Card deleted' })).toBeNull();
  });
});
