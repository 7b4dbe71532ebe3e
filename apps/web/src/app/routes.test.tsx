import { WEB_PAGE_PATTERNS } from '@cardsmith/contracts';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_FEATURES, TOOL_PAGES } from '../content/features.js';
import { renderRoute } from '../test/render.js';
import { routes } from './routes.js';

/** The full path of every page the router serves (not its catch-all not-found screen). */
function pagePatterns(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/^\/+/, '/');
    const isPage = route.index === true || (route.path !== undefined && route.path !== '*');
    return [...(isPage ? [own || '/'] : []), ...pagePatterns(route.children ?? [], own)];
  });
}

const PATHS = [
  '/',
  '/modern',
  '/old',
  '/editor',
  '/modern-editor',
  '/ai-message',
  '/ai-image',
  '/voice-messages',
  '/video-cards',
  '/ar-preview',
  '/smart-scheduling',
  '/collaboration',
  '/social-integration',
  '/test-ai',
  '/admin',
  '/cards/AbCdEfGhIjKlMnOpQrStU',
  '/templates',
  '/pricing',
  '/faq',
  '/terms',
  '/privacy',
  '/cookies',
];

describe('routes', () => {
  it('serves exactly the pages of the shared list the gateway answers 200 for', () => {
    expect(new Set(pagePatterns(routes))).toEqual(new Set(WEB_PAGE_PATTERNS));
  });

  it.each(PATHS)('%s renders a page with the site header and one h1', async (path) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const errors = vi.spyOn(console, 'error');
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    vi.unstubAllGlobals();
  });

  it.each([...PRODUCT_FEATURES, ...TOOL_PAGES])(
    '$path is the being-built page exactly when the feature list says it is not built',
    async (feature) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}', { status: 503 })),
      );
      renderRoute(feature.path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('heading', { name: 'We are building this page' }) !== null).toBe(
        !feature.built,
      );
      vi.unstubAllGlobals();
    },
  );

  it('shows the not-found screen for an unknown path, with a link home', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/forget to add the page to the router/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('Get Started leads to the modern editor', async () => {
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/modern-editor',
    );
  });
});
