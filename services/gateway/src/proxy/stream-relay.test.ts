import { describe, expect, it } from 'vitest';
import { relayedHeaders } from './stream-relay.js';

describe('relayedHeaders', () => {
  it('keeps the end-to-end headers and drops those of one hop', () => {
    expect(
      relayedHeaders({
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
      }),
    ).toEqual({ 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  });
});
