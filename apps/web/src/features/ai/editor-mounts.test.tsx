import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_TEMPLATE_MESSAGES } from '@cardsmith/contracts';
import { Toaster } from '../../components/ui/Toaster.js';
import { renderRoute } from '../../test/render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AI tools mounted in the editors', () => {
  it('?feature=ai-message in the modern editor opens the assistant, whose choice becomes the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const user = userEvent.setup();
    renderRoute('/modern-editor?feature=ai-message');
    render(<Toaster />);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('AI Message Assistant');
    await user.click(screen.getByRole('tab', { name: 'Quick Templates' }));
    const chosen = QUICK_TEMPLATE_MESSAGES.thanks[1];
    await user.click(screen.getByRole('button', { name: chosen }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Your message')).toHaveValue(chosen);
    expect(screen.getByText('Message Selected')).toBeInTheDocument();
  });
});
