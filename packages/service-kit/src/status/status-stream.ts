import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StatusHub, StatusTopic } from './status-hub.js';

export interface FollowStatusOptions<S extends z.ZodType, View> {
  hub: StatusHub;
  topic: StatusTopic<S>;
  key: string;
  /**
   * The stored state, read once when the viewer arrives and again only after the hub lost Redis.
   * Throwing (404, 401) answers the request before any event is sent.
   */
  load: () => Promise<z.output<S>>;
  /**
   * Orders states: a change older than the one shown (one that crossed the first read) is
   * dropped. Equal versions replace each other.
   */
  version: (state: z.output<S>) => number;
  /** What the viewer is sent for a state (may read more, e.g. a queue position). */
  present: (state: z.output<S>) => View | Promise<View>;
  /** The state is final: it is sent and the stream ends. */
  finished: (state: z.output<S>) => boolean;
  /**
   * Milliseconds after which the view of this state changes with time alone (a render silent too
   * long reads as stopped); null when it never does.
   */
  changesAfterMs?: (state: z.output<S>) => number | null;
}

/** The stream of one viewer: `refresh` presents the current state again (e.g. a queue moved). */
export interface StatusFollower {
  refresh: () => void;
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * Answers a request with server-sent events of one key's status: the stored state first, then
 * every change the hub hears, each sent as `data: <view JSON>` when the view differs from the
 * last one sent, until a final state or until the viewer leaves. The watch starts before the
 * stored state is read, so a change made meanwhile is not lost; Postgres is read once per viewer.
 * `onOpen` receives the follower once the stream has started (callers add their own triggers).
 */
export async function followStatus<S extends z.ZodType, View>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FollowStatusOptions<S, View>,
  onOpen?: (follower: StatusFollower, stop: Promise<void>) => void,
): Promise<void> {
  type State = z.output<S>;
  let current: State | undefined;
  const early: State[] = [];
  let streaming = false;
  let ended = false;
  let endStream: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (endStream = resolve));
  let sent = '';
  let timer: NodeJS.Timeout | undefined;
  let chain = Promise.resolve();

  const finish = () => {
    if (!ended) {
      ended = true;
      clearTimeout(timer);
      unwatch();
      endStream();
    }
    if (streaming && !reply.raw.writableEnded) reply.raw.end();
  };
  const show = () => {
    chain = chain.then(async () => {
      if (ended || current === undefined) return;
      const state = current;
      const view = JSON.stringify(await options.present(state));
      if (ended) return;
      if (view !== sent) {
        reply.raw.write(`data: ${view}\n\n`);
        sent = view;
      }
      clearTimeout(timer);
      if (options.finished(state)) return finish();
      const after = options.changesAfterMs?.(state);
      if (after !== null && after !== undefined) timer = setTimeout(show, Math.max(0, after));
    });
    chain.catch((error: unknown) => {
      request.log.warn({ err: error }, 'status stream stopped');
      finish();
    });
  };
  const accept = (state: State) => {
    if (current !== undefined && options.version(state) < options.version(current)) return;
    current = state;
    show();
  };
  const unwatch = options.hub.watch(options.topic, options.key, {
    change: (state) => (streaming ? accept(state) : early.push(state)),
    resync: () => {
      options.load().then(accept, (error: unknown) => {
        request.log.warn({ err: error }, 'status stream could not read the state again');
        finish();
      });
    },
    end: finish,
  });

  try {
    await options.hub.ready(options.topic);
    current = await options.load();
  } catch (error) {
    unwatch();
    throw error;
  }
  reply.hijack();
  reply.raw.writeHead(200, SSE_HEADERS);
  streaming = true;
  request.raw.once('close', finish);
  reply.raw.once('close', finish);
  if (ended || request.raw.destroyed) return finish();
  for (const state of early.splice(0)) {
    if (options.version(state) >= options.version(current)) current = state;
  }
  show();
  onOpen?.({ refresh: show }, stopped);
  await stopped;
}
