import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_TEMPLATE_MESSAGES } from '@cardsmith/contracts';
import { Toaster } from '../../components/ui/Toaster.js';
import { renderRoute } from '../../test/render.js';
import { json } from '../../test/http.js';
import { MODERN_TEMPLATE } from '../../test/fixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The offline image answer, the editor's catalog answers given, and 404 for anything else. */
function answerWithPicture(catalog: Record<string, unknown>) {
  const answers: Record<string, unknown> = {
    '/api/ai/generate-image': {
      success: true,
      imageUrl: '/api/media/ai-picture',
      provider: 'offline',
    },
    ...catalog,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url in answers ? json(answers[url]) : json({ code: 'not_found', message: 'Not found' }, 404),
    ),
  );
}

describe('AI tools mounted in the editors', () => {
  it('?feature=ai-message in the modern editor opens the assistant, whose choice becomes the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const user = userEvent.setup();
    renderRoute('/modern-editor?feature=ai-message');
    render(<Toaster />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('AI Message Assistant');
    await user.click(screen.getByRole('tab', { name: 'Quick Templates' }));
    const chosen = QUICK_TEMPLATE_MESSAGES.thanks[1];
    await user.click(screen.getByRole('button', { name: chosen }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Your message')).toHaveValue(chosen);
    expect(screen.getByText('Message Selected')).toBeInTheDocument();
  });

  it('?feature=ai-image in the modern editor opens the Image Creator, whose picture lands on the card', async () => {
    answerWithPicture({ '/api/catalog/editor-templates': { templates: [MODERN_TEMPLATE] } });
    const user = userEvent.setup();
    renderRoute('/modern-editor?feature=ai-image');
    render(<Toaster />);
    await user.type(await screen.findByLabelText('Describe your image'), 'Balloons');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Use This' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const picture = 'svg image[href="/api/media/ai-picture"]';
    expect(document.querySelector(picture)).not.toBeNull();
    await user.click(screen.getByRole('tab', { name: 'AI Tools' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(document.querySelector(picture)).toBeNull();
  }, 30_000);

  it('the card editor content tab writes the chosen message inside the card and adds the picture', async () => {
    answerWithPicture({ '/api/catalog/frames': { frames: [] } });
    const user = userEvent.setup();
    renderRoute('/editor');
    render(<Toaster />);
    await screen.findByRole('heading', { level: 1, name: 'Card editor' });
    await user.click(screen.getByRole('tab', { name: 'content' }));

    await user.click(screen.getByRole('button', { name: 'AI message' }));
    await user.click(await screen.findByRole('tab', { name: 'Quick Templates' }));
    const chosen = QUICK_TEMPLATE_MESSAGES.congratulations[0];
    await user.click(screen.getByRole('button', { name: chosen }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'AI image' }));
    await user.type(await screen.findByLabelText('Describe your image'), 'Balloons');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Use This' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(document.querySelector('svg image[href="/api/media/ai-picture"]')).not.toBeNull();
    await user.click(screen.getByRole('tab', { name: 'design' }));
    expect(screen.getByLabelText('Message inside the card (back)')).toHaveValue(chosen);
    // The editor is the heaviest route to load and drive on shared cores.
  }, 60_000);
});
