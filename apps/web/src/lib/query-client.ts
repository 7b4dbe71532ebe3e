import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Throws the spec's error shape for a non-OK answer: '{status}: {body text or status text}'. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** GETs the first element of the query key (a same-origin URL) with the visitor's cookies. */
export const fetchQueryKey: QueryFunction = async ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The first query key element must be a URL.');
  const response = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(response);
  return response.json();
};

/**
 * Catalog data and saved cards only change when this visitor changes them, so results never go
 * stale and a failed request is shown rather than silently retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKey,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** One cache for the whole visit: it lives as long as the page, across route changes. */
export const queryClient = createQueryClient();
