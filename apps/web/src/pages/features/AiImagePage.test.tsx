import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_SIZE } from '@cardsmith/contracts';
import { COVER } from '../../features/cards/handed-card.js';
import { renderPage } from '../../features/ai/render-page.js';
import { mockFetch } from '../../features/ai/test-helpers.js';
import { AiImagePage } from './AiImagePage.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/ai-image', () => {
  it('keeps the chosen picture on the page without claiming it is on a card', async () => {
    mockFetch({ body: { success: true, imageUrl: '/api/media/pic', provider: 'offline' } });
    const user = userEvent.setup();
    renderPage('/ai-image', AiImagePage);
    await user.click(await screen.findByRole('button', { name: 'Open Image Creator' }));
    await user.type(await screen.findByLabelText('Describe your image'), 'Flowers');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Perfect!' }));

    expect(await screen.findByText('Image ready')).toBeInTheDocument();
    expect(screen.getByText('Put it on a new card, or create another.')).toBeInTheDocument();
    expect(screen.queryByText('AI-generated image added to your card.')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Your AI-generated image' })).toHaveAttribute(
      'src',
      '/api/media/pic',
    );
    expect(screen.getByRole('button', { name: 'Put on a new card' })).toBeEnabled();
  });

  it('puts the picture on a new card as its cover, with a greeting below it', async () => {
    const { calls } = mockFetch(
      { body: { success: true, imageUrl: '/api/media/pic', provider: 'offline' } },
      { status: 201, body: { id: 'card_AbCdEfGhIjKlMnOp' } },
    );
    const user = userEvent.setup();
    const { router } = renderPage('/ai-image', AiImagePage);
    await user.click(await screen.findByRole('button', { name: 'Open Image Creator' }));
    await user.type(await screen.findByLabelText('Describe your image'), 'Flowers');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Perfect!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Put on a new card' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
    expect(router.state.location.search).toBe('?card=card_AbCdEfGhIjKlMnOp');
    expect(calls[1]).toMatchObject({
      url: '/api/cards',
      body: {
        title: 'My Greeting Card',
        elements: [
          {
            id: 'cover',
            type: 'image',
            content: '/api/media/pic',
            size: { width: CARD_SIZE.width, height: COVER.height },
          },
          { id: 'headline', type: 'text', content: 'Thinking of You' },
        ],
      },
    });
  });
});
