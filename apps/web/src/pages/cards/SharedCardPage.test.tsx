import { fireEvent, screen, waitFor } from '@testing-library/react';
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

function serve(routes: Record<string, () => Response>) {
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
  it('opens the envelope, draws the card inline, records a view and likes it', async () => {
    const calls = serve({
      [`GET /api/cards/${ID}/view`]: json(VIEW),
      [`POST /api/cards/${ID}/views`]: json({ counted: true }),
      [`PUT /api/cards/${ID}/like`]: json({ likes: 3, liked: true }),
    });
    renderRoute(`/cards/${ID}`);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open your card' }, { timeout: 10_000 }),
    );
    const flip = await screen.findByRole('button', { name: 'Flip the card to read the message' });
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
  });

  it('shows a friendly not-found state for a missing card', async () => {
    serve({ [`GET /api/cards/${ID}/view`]: json({ code: 'not_found', message: 'Gone' }, 404) });
    renderRoute(`/cards/${ID}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We couldn’t find this card' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });
});
