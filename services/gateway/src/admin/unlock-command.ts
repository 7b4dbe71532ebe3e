import { isIP } from 'node:net';
import type { LoginLockout } from './login-lockout.js';

export const UNLOCK_USAGE =
  'Usage: npm run admin:unlock -w @cardsmith/gateway -- <address | --all>';

export type UnlockTarget = { all: true } | { address: string };

/** What the command was asked to clear: one address's network, or every network. */
export function unlockTarget(args: readonly string[]): UnlockTarget {
  const [target, ...rest] = args;
  if (target === undefined || rest.length > 0) throw new Error(UNLOCK_USAGE);
  if (target === '--all') return { all: true };
  if (isIP(target) === 0) throw new Error(`"${target}" is not an IP address. ${UNLOCK_USAGE}`);
  return { address: target };
}

/** Clears what `target` names and says what was done, in a sentence for the operator. */
export async function unlock(lockout: LoginLockout, target: UnlockTarget): Promise<string> {
  if ('all' in target) {
    const cleared = await lockout.clearAll();
    return `Cleared the admin sign-in waits of ${cleared} network(s).`;
  }
  return (await lockout.clear(target.address))
    ? `Cleared the admin sign-in wait of ${target.address}'s network.`
    : `${target.address}'s network had no wrong admin sign-ins to clear.`;
}
