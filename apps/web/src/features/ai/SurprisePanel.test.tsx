import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster.js';
import { createQueryClient } from '../../lib/query-client.js';
import { SurprisePanel } from './SurprisePanel.js';
import { mockFetch } from './test-helpers.js';

const cardData = {
  title: 'Happy Birthday',
  category: 'birthday',
  templateId: null,
  frameId: 'dots',
  backgroundColor: '#fde68a',
  cardMessage: 'Have a wonderful day.',
  textFont: 'Poppins',
  textSize: 'medium',
  elements: [
    {
      id: 'headline',
      type: 'text',
      content: 'Happy Birthday',
      position: { x: 250, y: 200 },
      style: { fontSize: 40, color: '#7c2d12' },
    },
  ],
  audioUrl: null,
  videoUrl: null,
  voiceMessage: null,
};

const frames = {
  frames: [
    {
      id: 'dots',
      name: 'Dots',
      category: 'minimal',
      thumbnailUrl: '/x.svg',
      svgContent: '<svg viewBox="0 0 500 700"><circle id="frame-dot" cx="10" cy="10" r="4"/></svg>',
    },
  ],
};

function renderPanel(onApply = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SurprisePanel onApply={onApply} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onApply };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SurprisePanel', () => {
  it('sends Any as no choice, previews the card with its frame and applies it', async () => {
    const { calls } = mockFetch(
      { body: { success: true, cardData, provider: 'offline' } },
      { body: frames },
    );
    const { user, onApply } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Style'), 'playful');
    await user.click(screen.getByRole('button', { name: 'Surprise Me' }));

    const preview = await screen.findByRole('img', { name: 'Surprise design: Happy Birthday' });
    expect(calls[0]).toMatchObject({ url: '/api/ai/surprise-card', body: { style: 'playful' } });
    expect(preview.querySelector('svg')).not.toBeNull();
    expect(preview).toHaveTextContent('Happy Birthday');
    expect(
      await screen.findByText('Designed by Cardsmith’s built-in designer (offline)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(preview.querySelector('#frame-dot')).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Use this design' }));
    expect(onApply).toHaveBeenCalledWith(cardData);
  });

  it('says Generation Failed when the service cannot answer', async () => {
    mockFetch({ status: 503, body: { code: 'unavailable', message: 'Down' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Surprise Me' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Could not design a surprise card. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this design' })).not.toBeInTheDocument();
  });

  it('shows the service’s rate limit sentence when it refuses', async () => {
    const sentence =
      'You have generated a lot in a short time. Please wait a minute and try again.';
    mockFetch({ status: 429, body: { code: 'rate_limited', message: sentence, success: false } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Surprise Me' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(
      screen.queryByText('Could not design a surprise card. Please try again.'),
    ).not.toBeInTheDocument();
  });
});
