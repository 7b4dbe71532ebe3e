import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { z } from 'zod';

/**
 * A kind of status change that travels by Redis pub/sub (ARCHITECTURE §4): each change names the
 * thing it is about (`key`: a job id, an order id, a visitor) and carries its new state, checked
 * against `schema` on arrival. Every process of the owning service hears every change of the topic
 * on one channel.
 */
export interface StatusTopic<S extends z.ZodType> {
  name: string;
  schema: S;
}

export function defineStatusTopic<S extends z.ZodType>(name: string, schema: S): StatusTopic<S> {
  if (!/^[a-z]+(-[a-z]+)*$/.test(name)) {
    throw new Error(`A status topic is named in lowercase words joined by dashes: '${name}'.`);
  }
  return { name, schema };
}

/** The channel of a topic: under the process's Redis prefix, so test runs never hear each other. */
function channelOf(redis: Redis, topic: StatusTopic<z.ZodType>): string {
  return `${redis.options.keyPrefix ?? ''}status:${topic.name}`;
}

interface StatusMessage {
  key: string;
  state: unknown;
}

/**
 * Publishes status changes. Best effort: the state is already stored in Postgres when it is
 * published, so a change lost while Redis is down costs only liveness (a viewer who reconnects
 * reads the stored state); the failure is logged, never thrown into the work that changed it.
 */
export class StatusPublisher {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  async publish<S extends z.ZodType>(
    topic: StatusTopic<S>,
    key: string,
    state: z.input<S>,
  ): Promise<void> {
    const message: StatusMessage = { key, state };
    try {
      await this.redis.publish(channelOf(this.redis, topic), JSON.stringify(message));
    } catch (error) {
      this.logger.warn({ err: error, topic: topic.name, key }, 'status change not published');
    }
  }
}

/** What a watcher of one key hears. */
export interface StatusWatcher<T> {
  /** A new state of the key. */
  change: (state: T) => void;
  /**
   * The subscription came back after Redis was lost: changes may have been missed, so the stored
   * state should be read again.
   */
  resync: () => void;
  /** The hub is closing (the process is stopping): no more changes will come. */
  end: () => void;
}

/** A watcher of every key of a topic (e.g. queue positions that move with any job). */
export interface TopicWatcher<T> extends Omit<StatusWatcher<T>, 'change'> {
  change: (state: T, key: string) => void;
}

/**
 * The one subscription of a process to status changes: one Redis connection of its own, one
 * SUBSCRIBE per topic (on first watch, kept while the process lives), fanned out in memory to
 * every watcher of the changed key. However many visitors follow a job, the process costs Redis
 * one subscriber and never reads Postgres per viewer.
 */
export class StatusHub {
  private readonly subscriber: Redis;
  private readonly topics = new Map<
    string,
    {
      topic: StatusTopic<z.ZodType>;
      byKey: Map<string, Set<StatusWatcher<unknown>>>;
      all: Set<TopicWatcher<unknown>>;
      subscribed: Promise<unknown>;
    }
  >();
  private readonly channels = new Map<string, string>();
  private closed = false;
  private connectedBefore = false;

  constructor(
    redis: Redis,
    private readonly logger: Logger,
  ) {
    // A subscriber connection may queue its SUBSCRIBE until Redis answers, and retries forever:
    // unlike a request path, nothing waits on it.
    this.subscriber = redis.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      lazyConnect: true,
    });
    this.subscriber.on('error', (error: Error) =>
      logger.warn({ err: error.message }, 'status hub: redis error'),
    );
    this.subscriber.on('ready', () => {
      // ioredis subscribes again by itself; what was published meanwhile is lost.
      if (this.connectedBefore) this.forEachWatcher((watcher) => watcher.resync());
      this.connectedBefore = true;
    });
    this.subscriber.on('message', (channel: string, raw: string) => this.deliver(channel, raw));
  }

  /** Follows one key of a topic; answers the function that stops following it. */
  watch<S extends z.ZodType>(
    topic: StatusTopic<S>,
    key: string,
    watcher: StatusWatcher<z.output<S>>,
  ): () => void {
    const entry = this.topicEntry(topic);
    let watchers = entry.byKey.get(key);
    if (!watchers) entry.byKey.set(key, (watchers = new Set()));
    const added = watcher as StatusWatcher<unknown>;
    watchers.add(added);
    return () => {
      watchers.delete(added);
      if (watchers.size === 0 && entry.byKey.get(key) === watchers) entry.byKey.delete(key);
    };
  }

  /** Follows every key of a topic. */
  watchTopic<S extends z.ZodType>(
    topic: StatusTopic<S>,
    watcher: TopicWatcher<z.output<S>>,
  ): () => void {
    const entry = this.topicEntry(topic);
    const added = watcher as TopicWatcher<unknown>;
    entry.all.add(added);
    return () => entry.all.delete(added);
  }

  /** Resolves once the topic's SUBSCRIBE was answered: changes published after it are heard. */
  async ready(topic: StatusTopic<z.ZodType>): Promise<void> {
    await this.topicEntry(topic).subscribed;
  }

  /** Keys with at least one watcher, per topic (for metrics and the benchmark). */
  watchedKeys(topic: StatusTopic<z.ZodType>): number {
    return this.topics.get(topic.name)?.byKey.size ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.forEachWatcher((watcher) => watcher.end());
    this.topics.clear();
    this.subscriber.disconnect();
  }

  private topicEntry(topic: StatusTopic<z.ZodType>) {
    if (this.closed) throw new Error('The status hub is closed.');
    let entry = this.topics.get(topic.name);
    if (!entry) {
      const channel = channelOf(this.subscriber, topic);
      this.channels.set(channel, topic.name);
      const subscribed = this.subscriber.subscribe(channel).catch((error: unknown) => {
        this.logger.warn({ err: error, topic: topic.name }, 'status hub: subscribe failed');
      });
      entry = { topic, byKey: new Map(), all: new Set(), subscribed };
      this.topics.set(topic.name, entry);
    }
    return entry;
  }

  private deliver(channel: string, raw: string): void {
    const entry = this.topics.get(this.channels.get(channel) ?? '');
    if (!entry) return;
    let message: StatusMessage;
    let state: unknown;
    try {
      message = JSON.parse(raw) as StatusMessage;
      state = entry.topic.schema.parse(message.state);
    } catch (error) {
      this.logger.warn({ err: error, topic: entry.topic.name }, 'status hub: unreadable change');
      return;
    }
    for (const watcher of entry.byKey.get(message.key) ?? []) watcher.change(state);
    for (const watcher of entry.all) watcher.change(state, message.key);
  }

  private forEachWatcher(visit: (watcher: Omit<StatusWatcher<unknown>, 'change'>) => void): void {
    for (const entry of this.topics.values()) {
      for (const watchers of entry.byKey.values()) for (const watcher of watchers) visit(watcher);
      for (const watcher of entry.all) visit(watcher);
    }
  }
}
