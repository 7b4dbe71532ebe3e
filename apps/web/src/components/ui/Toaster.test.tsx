import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster.js';
import { toast } from './toast-store.js';

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('closes a toast after 5000 ms', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Saved' });
      });
      act(() => {
        vi.advanceTimersByTime(4900);
      });
      expect(screen.getByText('Saved')).toBeVisible();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('labels the region with its F8 hotkey and moves focus there on F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hello' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement) || region === document.activeElement).toBe(true);
  });
});
