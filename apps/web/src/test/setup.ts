import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject, vi } from 'vitest';
import { queryClient } from '../lib/query-client.js';

// `findBy…` and `waitFor` give up after 1 s by default, which a busy machine can exceed: they may
// wait as long as the test itself.
configure({ asyncUtilTimeout: inject('testTimeoutMs') });

// jsdom implements neither scrolling nor layout observers; routing and Radix call them.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
// Nor canvas drawing: without a context, pages that draw previews leave the canvas blank.
HTMLCanvasElement.prototype.getContext = vi.fn(() => null) as never;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  queryClient.clear();
});
