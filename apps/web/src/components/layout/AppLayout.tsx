import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Outlet } from 'react-router';
import { TIMINGS } from '@cardsmith/contracts';
import { queryClient } from '../../lib/query-client.js';

/**
 * Wraps the screens that fetch data and show tooltips. Marketing pages sit outside it, so a
 * first visit to / does not download the data layer.
 */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider
        delayDuration={TIMINGS.tooltipDelayMs}
        skipDelayDuration={TIMINGS.tooltipSkipDelayMs}
      >
        <Outlet />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
