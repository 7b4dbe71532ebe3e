import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../features/ai/test-helpers.js';
import { renderPage } from '../../features/ai/render-page.js';
import { TestAiPage } from './TestAiPage.js';

async function openPage() {
  const user = userEvent.setup();
  renderPage('/test-ai', TestAiPage);
  await screen.findByRole('heading', { level: 1 });
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/test-ai', () => {
  it('needs a prompt, then shows the answer', async () => {
    const { calls } = mockFetch({ body: { message: 'Hello there!', provider: 'offline' } });
    const user = await openPage();
    const button = screen.getByRole('button', { name: 'Generate Message' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Prompt'), '  ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Prompt'), 'Say hi');
    await user.click(button);
    expect(await screen.findByText('Hello there!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/generateMessage', body: { prompt: '  Say hi' } });
  });

  it("shows the service's error field", async () => {
    mockFetch({
      status: 400,
      body: { code: 'validation_failed', message: 'x', error: 'Too long.' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openPage();
    await user.type(screen.getByLabelText('Prompt'), 'Say hi');
    await user.click(screen.getByRole('button', { name: 'Generate Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('AI Error: Too long.');
  });

  it('shows the rate limit sentence when the service refuses', async () => {
    const sentence =
      'You have generated a lot in a short time. Please wait a minute and try again.';
    mockFetch({ status: 429, body: { code: 'rate_limited', message: sentence, error: sentence } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openPage();
    await user.type(screen.getByLabelText('Prompt'), 'Say hi');
    await user.click(screen.getByRole('button', { name: 'Generate Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`AI Error: ${sentence}`);
  });

  it('says when the service cannot be reached', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openPage();
    await user.type(screen.getByLabelText('Prompt'), 'Say hi');
    await user.click(screen.getByRole('button', { name: 'Generate Message' }));
    expect(await screen.findByText('Could not connect to AI service.')).toBeInTheDocument();
  });
});
