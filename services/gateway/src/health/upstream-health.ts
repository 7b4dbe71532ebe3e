import { UPSTREAMS, type Upstream } from '../routing/routing-table.js';

export type UpstreamHealth = 'ok' | 'unavailable';

const TIMEOUT_MS = 1000;

async function checkOne(baseUrl: string): Promise<UpstreamHealth> {
  try {
    const response = await fetch(new URL('/healthz', baseUrl), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** Each service's /healthz, asked in parallel with a short timeout. */
export async function checkUpstreams(
  upstreams: Record<Upstream, string>,
): Promise<Record<Upstream, UpstreamHealth>> {
  const results = await Promise.all(UPSTREAMS.map((name) => checkOne(upstreams[name])));
  return Object.fromEntries(UPSTREAMS.map((name, i) => [name, results[i]])) as Record<
    Upstream,
    UpstreamHealth
  >;
}
