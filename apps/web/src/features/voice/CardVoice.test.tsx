import { QueryClientProvider } from '@tanstack/react-query';
import type { VoiceMessage } from '@cardsmith/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.js';
import { mockFetch } from '../ai/test-helpers.js';
import { CardVoiceDialogs, VoiceOnCard, type VoiceStep } from './CardVoice.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ first }: { first: VoiceStep }) {
  const [step, setStep] = useState<VoiceStep>(first);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <output aria-label="Step">{String(step)}</output>
      <button type="button" onClick={() => setStep('speech')}>
        Text to speech
      </button>
      <CardVoiceDialogs step={step} onStepChange={setStep} onAdd={() => {}} />
    </QueryClientProvider>
  );
}

describe('CardVoiceDialogs', () => {
  it('goes from the voice dialog to the recorder, and closes to no step', async () => {
    mockFetch(new Error('offline'));
    const user = userEvent.setup();
    render(<Harness first="speech" />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Voice Message' });
    await user.click(within(dialog).getByRole('button', { name: 'Record your own voice instead' }));
    expect(screen.getByLabelText('Step')).toHaveTextContent('record');
    expect(
      await screen.findByRole('dialog', { name: 'Record a voice message' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Voice Message' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Step')).toHaveTextContent('null');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts the voice dialog afresh each time it opens', async () => {
    mockFetch(new Error('offline'));
    const user = userEvent.setup();
    render(<Harness first="speech" />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Voice Message' });
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello');
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Step')).toHaveTextContent('null');
    await user.click(screen.getByRole('button', { name: 'Text to speech' }));
    const again = await screen.findByRole('dialog', { name: 'Add Voice Message' });
    expect(within(again).getByLabelText('Your message')).toHaveValue('');
  });
});

describe('VoiceOnCard', () => {
  it('names the voice and its length, plays it and removes it', async () => {
    const onRemove = vi.fn();
    const recording: VoiceMessage = {
      audioUrl: '/api/media/abcdefghijklmnopqrstuvwx',
      durationSeconds: 12.4,
      source: 'recording',
    };
    const { rerender } = render(<VoiceOnCard voiceMessage={recording} onRemove={onRemove} />);
    expect(screen.getByText('This recording (0:12) is on your card.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove voice message' }));
    expect(onRemove).toHaveBeenCalledOnce();
    rerender(<VoiceOnCard voiceMessage={{ ...recording, source: 'tts' }} onRemove={onRemove} />);
    expect(screen.getByText('This spoken message (0:12) is on your card.')).toBeInTheDocument();
  });
});
