import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/Toaster.js';

/**
 * Renders one page at `path` with the toast region and a stand-in editor route, without the
 * whole lazily loaded route table (whose first load is slow on shared cores).
 */
export function renderPage(path: string, Page: ComponentType) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '/editor', element: <p>Card editor</p> },
    ],
    { initialEntries: [path] },
  );
  return {
    ...render(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    ),
    router,
  };
}
