import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render.js';

describe('header', () => {
  it('offers Templates, Pricing, FAQ and My Orders behind a menu button that works from the keyboard', async () => {
    const { router } = renderRoute('/pricing');
    await screen.findByRole('heading', { level: 1 });
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Templates',
      'Pricing',
      'FAQ',
      'My Orders',
    ]);
    // The menu's code arrives with the first press; the menu then behaves as one menu throughout.
    expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'FAQ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });

  it('links to the visitor’s printed-card orders from the main navigation and the phone menu', async () => {
    const { router } = renderRoute('/pricing');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    // The router's state moves before React renders the page (a transition).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your printed card orders' }),
    ).toBeInTheDocument();
  });
});
