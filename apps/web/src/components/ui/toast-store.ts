import { useSyncExternalStore } from 'react';
import { TIMINGS } from '@cardsmith/contracts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
  open: boolean;
}

/** The spec shows one toast at a time: a new one replaces whatever is on screen. */
const TOAST_LIMIT = 1;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = { variant: 'default', ...input, id, open: true };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string): void {
  toasts = toasts.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  // A closed toast stays in the list so Radix can play its exit; the next toast replaces it
  // long before this spec-mandated removal delay runs out.
  setTimeout(() => {
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }, TIMINGS.toastRemoveDelayMs);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
