import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from './ToastHost.js';

describe('ToastHost', () => {
  it('moves focus to the notification region on F8 before any toast was shown', async () => {
    render(<ToastHost />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
  });
});
