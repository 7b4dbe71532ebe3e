import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Envelope } from './Envelope.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Envelope', () => {
  it('shows the contents at once with reduced motion and moves focus into them', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(
      <Envelope from="From Ada">
        <p>Inside</p>
        <button type="button">Flip</button>
      </Envelope>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open your card' }));
    expect(screen.getByRole('button', { name: 'Flip' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open your card' })).toBeNull();
  });

  it('focuses the contents themselves when they hold nothing to press', async () => {
    vi.useFakeTimers();
    render(
      <Envelope from="From Ada">
        <p>Only words</p>
      </Envelope>,
    );
    const open = screen.getByRole('button', { name: 'Open your card' });
    fireEvent.click(open);
    expect(open).toBeDisabled();
    await act(async () => {
      vi.runAllTimers();
    });
    expect(screen.getByText('Only words').parentElement).toHaveFocus();
  });
});
