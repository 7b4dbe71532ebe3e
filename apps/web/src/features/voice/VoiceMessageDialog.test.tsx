import { QueryClientProvider } from '@tanstack/react-query';
import type { VoiceMessage } from '@cardsmith/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster.js';
import { createQueryClient } from '../../lib/query-client.js';
import { mockFetch } from '../ai/test-helpers.js';
import { VoiceMessageDialog } from './VoiceMessageDialog.js';

function Harness() {
  const [added, setAdded] = useState<VoiceMessage | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <output aria-label="Card voice">{added ? JSON.stringify(added) : ''}</output>
      <VoiceMessageDialog open={open} onOpenChange={setOpen} onAdd={setAdded} />
      <Toaster />
    </QueryClientProvider>
  );
}

const SERVER_VOICES = [
  { id: 'alloy', name: 'Alloy', description: 'Neutral and balanced.' },
  { id: 'onyx', name: 'Onyx', description: 'Deep and calm.' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VoiceMessageDialog', () => {
  it('falls back to the six default voices when the server cannot list them', async () => {
    mockFetch(new Error('offline'));
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Voice Message' });
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(6);
    expect(within(dialog).getByRole('radio', { name: /Alloy/ })).toBeChecked();
  });

  it('asks for text, then voices it and adds it to the card', async () => {
    const { calls } = mockFetch(
      { body: SERVER_VOICES },
      {
        body: {
          success: true,
          audioUrl: '/api/media/abcdefghijklmnopqrstuvwx',
          durationSeconds: 2.5,
          provider: 'offline',
        },
      },
    );
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Voice Message' });
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Add to Card' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Generate Voice' }));
    expect(await screen.findByText('Please enter text to convert to speech.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Your message'), 'Get well soon!');
    expect(within(dialog).getByText('14/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Onyx/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Voice' }));
    expect(await screen.findByText('Your text has been converted to speech.')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      url: '/api/voice/text-to-speech',
      body: { text: 'Get well soon!', voice: 'onyx' },
    });
    expect(
      within(dialog).getByText('Voiced by Cardsmith’s built-in voice (offline)'),
    ).toBeVisible();
    expect(within(dialog).getByRole('slider', { name: 'Volume' })).toHaveValue('80');

    await user.click(within(dialog).getByRole('button', { name: 'Add to Card' }));
    expect(screen.getByLabelText('Card voice')).toHaveTextContent(
      JSON.stringify({
        audioUrl: '/api/media/abcdefghijklmnopqrstuvwx',
        durationSeconds: 2.5,
        source: 'tts',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says the spec's sentence when speech fails", async () => {
    mockFetch({ body: SERVER_VOICES }, { status: 502, body: { code: 'x', message: 'down' } });
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Voice Message' });
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Voice' }));
    expect(
      await screen.findByText('Could not convert text to speech. Please try again.'),
    ).toBeInTheDocument();
  });
});
