import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The footer as built with the given settings (the contact is read when the module loads). */
async function renderFooterBuiltWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { Footer } = await import('./Footer.js');
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('footer contact', () => {
  it('shows the product’s support address and no phone or hours by default', async () => {
    await renderFooterBuiltWith({ VITE_SUPPORT_EMAIL: '', VITE_SUPPORT_PHONE: '' });
    expect(screen.getByRole('link', { name: 'support@cardsmith.app' })).toHaveAttribute(
      'href',
      'mailto:support@cardsmith.app',
    );
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.queryByText(/Mon–Fri/)).toBeNull();
  });

  it('shows the configured address, phone and hours', async () => {
    await renderFooterBuiltWith({
      VITE_SUPPORT_EMAIL: 'help@example.org',
      VITE_SUPPORT_PHONE: '+1 (206) 555-0100',
    });
    expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    expect(screen.getByRole('link', { name: '+1 (206) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+12065550100',
    );
    expect(screen.getByText('Mon–Fri, 9am–5pm Pacific')).toBeInTheDocument();
  });
});
