import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card, VideoTemplate } from '@cardsmith/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster.js';
import { createQueryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { VideoCardDialog } from './VideoCardDialog.js';

const CARD = {
  id: 'Card000000000001',
  title: 'For Ada',
  cardMessage: 'Congratulations!',
  voiceMessage: { audioUrl: '/api/media/voice0000001', durationSeconds: 2, source: 'tts' },
} as Card;

const templates: VideoTemplate[] = [
  'birthday-celebration',
  'romantic-hearts',
  'congratulations',
  'holiday-winter',
  'graduation-caps',
].map((id) => ({
  id,
  name: id,
  thumbnail: `/t/${id}.jpg`,
  musicPreview: `/m/${id}.m4a`,
  duration: '10s',
  category: 'Birthday',
  type: 'video',
}));

let sent: FormData[];
class SilentEventSource {
  onmessage = null;
  onerror = null;
  readyState = 1;
  close() {}
}
beforeEach(() => {
  sent = [];
  vi.stubGlobal('EventSource', SilentEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/video/templates?type=video') return json({ templates });
      if (url.startsWith('/api/video/create-card?')) {
        sent.push(init!.body as FormData);
        return json({ success: true, jobId: 'job0000000001' }, 202);
      }
      return json({ code: 'not_found', message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VideoCardDialog open card={CARD} onOpenChange={() => {}} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the editor’s video card dialog', () => {
  it('offers the four named templates and sends the card with its voice', async () => {
    const user = userEvent.setup();
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Video templates' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'birthday-celebration (10s)',
      'romantic-hearts (10s)',
      'congratulations (10s)',
      'holiday-winter (10s)',
    ]);
    const create = screen.getByRole('button', { name: 'Create Video Card' });
    expect(create).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: /romantic-hearts/ }));
    await user.click(create);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({
      cardId: 'Card000000000001',
      type: 'template',
      title: 'For Ada',
      message: 'Congratulations!',
      voiceAudioUrl: '/api/media/voice0000001',
      templateId: 'romantic-hearts',
    });
    expect(screen.getByRole('progressbar', { name: 'Creating your video card' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('uploads a chosen video file and turns away other files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await user.click(await screen.findByRole('tab', { name: 'Upload' }));
    expect(screen.getByText('MP4, MOV, AVI, max 100MB')).toBeInTheDocument();
    const input = screen.getByLabelText('Video file');
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please choose a video file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Video Card' })).toBeDisabled();
    await user.upload(input, new File(['mp4'], 'trip.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Create Video Card' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('type')).toBe('upload');
    expect((sent[0]!.get('videoFile') as File).name).toBe('trip.mp4');
  });
});
