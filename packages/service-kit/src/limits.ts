import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for: an IPv4 address itself, an IPv6 address its /64
 * (one subscriber's LAN gets a whole /64, so counting single IPv6 addresses counts nothing).
 */
export function clientNetwork(ip: string): string {
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mappedV4) return mappedV4[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/**
 * The wider network an address belongs to when counting people rather than requests: an IPv4 /24
 * or an IPv6 /48 (one site), so a handful of neighbouring addresses counts as one audience.
 */
export function audienceNetwork(ip: string): string {
  const network = clientNetwork(ip);
  if (!network.endsWith('::/64')) return `${network.split('.').slice(0, 3).join('.')}.0/24`;
  return `${expandIPv6(ip).slice(0, 3).join(':')}::/48`;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) =>
    (part.replace(/^0+/, '') || '0').toLowerCase(),
  );
}

/** How often one action may happen in a window: per visitor and per client network. */
export interface ActionLimit {
  perVisitor: number;
  perNetwork: number;
  windowMs: number;
}

/** Who acts: the gateway's visitor (or none), whether it was issued on this request, the address. */
export interface Actor {
  visitorId: string | null;
  visitorMintedNow: boolean;
  ip: string;
}

/**
 * The counters an action by `actor` adds to. A visitor issued on this very request has no quota
 * of its own (a script gets a new one per call), so it counts as its network in the visitor's
 * quota too; every action also counts toward its network's, which a fresh cookie cannot reset.
 */
export function limitCounters(actor: Actor, limit: ActionLimit) {
  const network = `n:${clientNetwork(actor.ip)}`;
  const visitor =
    actor.visitorId && !actor.visitorMintedNow ? `v:${actor.visitorId}` : `${network}:anonymous`;
  return [
    { key: visitor, max: limit.perVisitor },
    { key: network, max: limit.perNetwork },
  ];
}

export interface ActionLimiter {
  /** Counts one `action` by `actor`; false when it goes over either limit. */
  admit(action: string, limit: ActionLimit, actor: Actor): Promise<boolean>;
}
