import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render.js';

describe('header', () => {
  it('offers Templates, Pricing and FAQ behind a menu button that works from the keyboard', async () => {
    const { router } = renderRoute('/pricing');
    await screen.findByRole('heading', { level: 1 });
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Templates', 'Pricing', 'FAQ']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'FAQ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });
});
