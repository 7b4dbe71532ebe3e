import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client.js';

/**
 * Wraps the screens that fetch data. Marketing pages sit outside it, so a first visit to / does
 * not download the data layer. No Radix Tooltip.Provider here: no screen shows a Radix tooltip,
 * and the provider alone pulled the popper and floating-ui (9.7 KB gzipped) into every app page.
 */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
