import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The synchronous call graph of the services, derived from their source: a service calls another
 * when its `config.ts` has the other's `<NAME>_URL`, or when one of its adapters (its internal
 * clients) uses a contract route that the other registers. Queues are not edges: an event goes
 * to whoever owns the queue, in any direction (docs/architecture.md).
 */
export const SERVICES = [
  'media',
  'ai',
  'cards',
  'collab',
  'print',
  'scheduler',
  'gateway',
] as const;
export type Service = (typeof SERVICES)[number];

/**
 * The layers, bottom first: a service may call only services on lower layers. The gateway may
 * call any service; collab sits beside cards (same layer) and may call it, never the reverse.
 */
export const LAYER: Record<Service, number> = {
  media: 0,
  ai: 1,
  cards: 1,
  collab: 1,
  print: 2,
  scheduler: 3,
  gateway: 4,
};

export function mayCall(from: Service, to: Service): boolean {
  if (from === 'gateway') return to !== 'gateway';
  if (from === 'collab' && to === 'cards') return true;
  return LAYER[from] > LAYER[to];
}

export interface Edge {
  from: Service;
  to: Service;
  /** Where the edge was found: `config.ts (CARDS_URL)` or `adapters/x.ts (cardsInternalRoutes.get)`. */
  via: string;
}

const isService = (name: string): name is Service => (SERVICES as readonly string[]).includes(name);

function filesUnder(dir: string): string[] {
  let found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found = found.concat(filesUnder(full));
    else if (full.endsWith('.ts') && !full.endsWith('.test.ts')) found.push(full);
  }
  return found;
}

/** `cardsInternalRoutes.checkAccess` → the service whose source registers that route. */
export function routeOwners(root: string): Map<string, Service> {
  const owners = new Map<string, Service>();
  for (const service of SERVICES) {
    for (const file of filesUnder(path.join(root, 'services', service, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/registerRoute\(\s*\w+,\s*(\w+Routes\.\w+)/g)) {
        owners.set(match[1]!, service);
      }
    }
  }
  return owners;
}

export function callGraph(root: string): Edge[] {
  const owners = routeOwners(root);
  const edges: Edge[] = [];
  for (const service of SERVICES) {
    const src = path.join(root, 'services', service, 'src');
    const config = readFileSync(path.join(src, 'config.ts'), 'utf8');
    for (const match of config.matchAll(/^\s*([A-Z]+)_URL\s*:/gm)) {
      const to = match[1]!.toLowerCase();
      if (isService(to) && to !== service) {
        edges.push({ from: service, to, via: `config.ts (${match[1]}_URL)` });
      }
    }
    const adapters = filesUnder(src).filter((file) => file.split(path.sep).includes('adapters'));
    for (const file of adapters) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\b(\w+Routes\.\w+)\b/g)) {
        const to = owners.get(match[1]!);
        if (to && to !== service) {
          edges.push({ from: service, to, via: `${path.relative(src, file)} (${match[1]})` });
        }
      }
    }
  }
  return edges;
}

/** A cycle of services as a path `a → b → … → a`, or null when the graph has none. */
export function findCycle(edges: readonly Edge[]): Service[] | null {
  const next = new Map<Service, Set<Service>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const state = new Map<Service, 'open' | 'done'>();
  const trail: Service[] = [];
  const visit = (node: Service): Service[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const to of next.get(node) ?? []) {
      const cycle = visit(to);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const service of SERVICES) {
    const cycle = visit(service);
    if (cycle) return cycle;
  }
  return null;
}

export interface QueueUse {
  service: Service;
  /** The contract's export, e.g. `DeliveriesQueue`. */
  queue: string;
  role: 'consumes' | 'produces through the outbox';
}

/**
 * The queues each service runs a worker for (its worker.ts's `queue:`, or an in-process
 * `startJobWorker({ definition: … })` / `installJobWorker(app, { definition: … })` anywhere in
 * its source) and the queues its outbox writes jobs for.
 */
export function queueUses(root: string): QueueUse[] {
  const uses: QueueUse[] = [];
  for (const service of SERVICES) {
    for (const file of filesUnder(path.join(root, 'services', service, 'src'))) {
      const source = readFileSync(file, 'utf8');
      if (file.endsWith(`${path.sep}worker.ts`)) {
        for (const match of source.matchAll(/^\s*queue:\s*(\w+Queue)\b/gm)) {
          uses.push({ service, queue: match[1]!, role: 'consumes' });
        }
      }
      for (const match of source.matchAll(
        /(?:startJobWorker\(|installJobWorker\(\s*\w+,\s*)\{[^}]*?definition:\s*(\w+Queue)\b/g,
      )) {
        uses.push({ service, queue: match[1]!, role: 'consumes' });
      }
      for (const match of source.matchAll(/writeOutbox\(\s*\w+,\s*(\w+Queue)\b/g)) {
        uses.push({ service, queue: match[1]!, role: 'produces through the outbox' });
      }
    }
  }
  return uses;
}
