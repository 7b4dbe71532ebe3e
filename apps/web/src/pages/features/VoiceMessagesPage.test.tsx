import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { VoiceMessagesPage } from './VoiceMessagesPage.js';

const RECORDING = {
  audioUrl: '/api/media/AbCdEfGhIjKlMnOp',
  durationSeconds: 4,
  contentType: 'audio/webm',
  bytes: 2048,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page with a stand-in editor route, as the AI pages' tests render theirs. */
function renderVoicePage() {
  const router = createMemoryRouter(
    [
      { path: '/voice-messages', Component: VoiceMessagesPage },
      { path: '/editor', element: <p>Card editor</p> },
    ],
    { initialEntries: ['/voice-messages'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/voice-messages', () => {
  it('puts an uploaded voice on a new card that greets on its front', async () => {
    const saved: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/voice/recordings') return json(RECORDING, 201);
        if (url === '/api/cards' && init?.method === 'POST') {
          saved.push(JSON.parse(String(init.body)));
          return json({ id: 'card_AbCdEfGhIjKlMnOp' }, 201);
        }
        return json({ code: 'not_found', message: 'Not found' }, 404);
      }),
    );
    const router = renderVoicePage();
    const file = new File(['voice'], 'hello.webm', { type: 'audio/webm' });
    fireEvent.change(screen.getByLabelText('Upload audio file'), { target: { files: [file] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Put on a new card' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
    expect(router.state.location.search).toBe('?card=card_AbCdEfGhIjKlMnOp');
    expect(saved).toEqual([
      expect.objectContaining({
        title: 'My Greeting Card',
        voiceMessage: { audioUrl: RECORDING.audioUrl, durationSeconds: 4, source: 'recording' },
        elements: [expect.objectContaining({ id: 'headline', content: 'Thinking of You' })],
      }),
    ]);
  });
});
