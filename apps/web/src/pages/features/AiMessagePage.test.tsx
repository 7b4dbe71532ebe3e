import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../features/ai/render-page.js';
import { mockFetch } from '../../features/ai/test-helpers.js';
import { AiMessagePage } from './AiMessagePage.js';

async function openPage() {
  const user = userEvent.setup();
  const view = renderPage('/ai-message', AiMessagePage);
  await screen.findByRole('heading', { level: 1, name: 'AI Message Writer' });
  return { user, router: view.router };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/Occasion/), 'thank-you');
  await user.selectOptions(screen.getByLabelText(/Relationship/), 'colleague');
  await user.selectOptions(screen.getByLabelText(/Tone/), 'casual');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/ai-message', () => {
  it('offers the page variants of the option lists', async () => {
    await openPage();
    const options = (label: RegExp) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.value);
    expect(options(/Relationship/)).toEqual([
      '',
      'family',
      'friend',
      'colleague',
      'partner',
      'acquaintance',
    ]);
    expect(options(/Tone/)).toEqual(['', 'formal', 'casual', 'funny', 'heartfelt', 'professional']);
    expect(options(/Occasion/)).toHaveLength(9);
  });

  it('needs all three choices', async () => {
    const { fn } = mockFetch();
    const { user } = await openPage();
    await user.selectOptions(screen.getByLabelText(/Occasion/), 'birthday');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends the spec prompt, shows the message and copies it', async () => {
    const { calls } = mockFetch({ body: { message: 'Thanks a ton!', provider: 'offline' } });
    const { user } = await openPage();
    await fillForm(user);
    await user.type(screen.getByLabelText('Additional details (optional)'), 'the big launch');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Thanks a ton!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/generateMessage',
      body: {
        prompt:
          'Write a casual thank-you message for my colleague. Additional details: the big launch',
      },
    });
    expect(
      screen.getByText('Written by Cardsmith’s built-in writer (offline)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Message' }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe('Thanks a ton!');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('shows the error in the page and a toast when generation fails', async () => {
    mockFetch({
      status: 502,
      body: { code: 'provider_failed', message: 'Writer down.', error: 'Writer down.' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Error: Writer down.')).toBeInTheDocument();
    expect(screen.getByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });

  it('puts the service’s quota sentence in the toast instead of "try again"', async () => {
    const quota =
      'You have used all AI-generated messages included in the free plan this month. Upgrade to Pro for unlimited AI.';
    mockFetch({ status: 429, body: { code: 'rate_limited', message: quota, error: quota } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(`Error: ${quota}`)).toBeInTheDocument();
    expect(screen.getByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText(quota)).toBeInTheDocument();
    expect(screen.queryByText('Please try again')).not.toBeInTheDocument();
  });

  it('says in words when the server cannot be reached', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText(
        'Error: Could not reach the server. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('puts the message on a new card and opens it in the editor', async () => {
    const { calls } = mockFetch(
      { body: { message: 'Thanks a ton!', provider: 'openai' } },
      { status: 201, body: { id: 'card_AbCdEfGhIjKlMnOp' } },
    );
    const { user, router } = await openPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(await screen.findByRole('button', { name: 'Put on a new card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
    expect(router.state.location.search).toBe('?card=card_AbCdEfGhIjKlMnOp');
    // The editor shows the front; the message is on the back.
    expect(await screen.findByText('Your message is inside the card')).toBeInTheDocument();
    expect(screen.getByText('It is on the back. Click the card to flip it.')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      url: '/api/cards',
      body: {
        title: 'My Greeting Card',
        category: 'thank-you',
        cardMessage: 'Thanks a ton!',
        elements: [{ id: 'headline', type: 'text', content: 'Thank You' }],
      },
    });
  });
});
