import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/**
 * Replaces fetch with a queue of answers (a body with a status, or an Error to reject with) and
 * records every request, so a test can check what was sent and in which order.
 */
export function mockFetch(...answers: ({ status?: number; body: unknown } | Error)[]) {
  const calls: RecordedCall[] = [];
  const queue = [...answers];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    });
    const answer = queue.shift();
    if (!answer) throw new Error(`Unexpected request to ${String(input)}`);
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}
