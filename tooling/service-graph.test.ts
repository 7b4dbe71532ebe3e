import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from '../packages/contracts/src/index.js';
import { QUEUE_OWNERS } from '../packages/contracts/src/queue-owners.js';
import { callGraph, findCycle, mayCall, queueUses, type Edge } from './service-graph.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const edges = callGraph(ROOT);
const pair = (edge: Edge) => `${edge.from} → ${edge.to}`;

describe('the synchronous call graph of the services', () => {
  it('is found in the source: config URLs and adapters', () => {
    // The derivation itself: edges every reader of the code would name.
    expect(edges.map(pair)).toEqual(
      expect.arrayContaining([
        'collab → cards',
        'print → cards',
        'scheduler → print',
        'gateway → media',
        'cards → media',
      ]),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: 'scheduler',
        to: 'print',
        via: expect.stringMatching(/^adapters\//),
      }),
    );
  });

  it('goes down the layers only: media, then ai and cards (collab beside cards), print, scheduler, gateway', () => {
    const against = [...new Set(edges.filter((e) => !mayCall(e.from, e.to)).map(pair))].sort();
    const explained = edges
      .filter((e) => !mayCall(e.from, e.to))
      .map((e) => `${pair(e)} via ${e.via}`);
    expect(against, explained.join('\n')).toEqual([]);
  });

  it('has no cycle', () => {
    expect(findCycle(edges)).toBeNull();
  });

  it('leaves media, at the bottom, calling no service', () => {
    expect(edges.filter((e) => e.from === 'media').map(pair)).toEqual([]);
  });

  it('finds a cycle and a call up the layers when there is one', () => {
    const up: Edge = { from: 'print', to: 'scheduler', via: 'a test' };
    const down: Edge = { from: 'scheduler', to: 'print', via: 'a test' };
    expect(mayCall(up.from, up.to)).toBe(false);
    expect(findCycle([down, up])).toEqual(['print', 'scheduler', 'print']);
    expect(mayCall('collab', 'cards')).toBe(true);
    expect(mayCall('cards', 'collab')).toBe(false);
    expect(mayCall('gateway', 'collab')).toBe(true);
  });
});

describe('the queues that carry events up the layers', () => {
  const uses = queueUses(ROOT);
  const nameOf = (queue: string) =>
    (contracts as unknown as Record<string, { name: string } | undefined>)[queue]?.name;

  it('are each consumed by the service that owns them only', () => {
    const consumed = uses.filter((use) => use.role === 'consumes');
    expect(consumed.length).toBeGreaterThanOrEqual(3);
    for (const use of consumed) {
      const owner = QUEUE_OWNERS[nameOf(use.queue) as keyof typeof QUEUE_OWNERS];
      expect(owner, `${use.service} runs a worker for ${use.queue}`).toBe(use.service);
    }
  });

  it('are owned by someone whenever a service writes an outbox job for them', () => {
    const produced = uses.filter((use) => use.role === 'produces through the outbox');
    expect(produced.map((use) => use.service)).toEqual(expect.arrayContaining(['cards', 'print']));
    for (const use of produced) {
      expect(QUEUE_OWNERS, `${use.service} writes jobs for ${use.queue}`).toHaveProperty(
        nameOf(use.queue) ?? use.queue,
      );
    }
  });
});
