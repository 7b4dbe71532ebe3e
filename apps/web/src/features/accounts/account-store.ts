import { useSyncExternalStore } from 'react';
import type { Account, AccountSessionStatus, ApiErrorBody } from '@cardsmith/contracts';

/**
 * Whether this browser is signed in, asked once per page load and shared by every component.
 * Plain `fetch` on purpose: the header shows it on marketing pages too, which load neither the
 * data layer nor the contracts' schemas.
 */
let session: AccountSessionStatus | null = null;
let asked = false;
/** Counts what was published: an answer asked for before a newer publish is out of date. */
let published = 0;
const listeners = new Set<() => void>();

function publish(next: AccountSessionStatus) {
  session = next;
  published += 1;
  for (const listener of listeners) listener();
}

async function askSession(): Promise<void> {
  const before = published;
  let next: AccountSessionStatus;
  try {
    const res = await fetch('/api/auth/session', { credentials: 'include' });
    next = res.ok ? ((await res.json()) as AccountSessionStatus) : { signedIn: false };
  } catch {
    // Unreachable: shown as signed out; the next page load asks again.
    next = { signedIn: false };
  }
  // The verify page signed in while the question was on its way: its answer (signed out, asked
  // with the anonymous cookie) must not take the header back.
  if (published === before) publish(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    void askSession();
  }
  return () => listeners.delete(listener);
}

/** The signed-in account, or null while signed out or not known yet. */
export function useAccount(): Account | null {
  const current = useSyncExternalStore(
    subscribe,
    () => session,
    () => null,
  );
  return current?.signedIn ? current.account : null;
}

/** After signing in on the verify page: the header shows the account at once. */
export function signedIn(next: AccountSessionStatus) {
  asked = true;
  publish(next);
}

/**
 * Signs this browser out. Everything on screen was the account's (cards, schedules, orders), so
 * the page is loaded again as the anonymous visitor it becomes.
 */
export async function signOut(): Promise<void> {
  const res = await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'include' });
  if (!res.ok) throw new Error(`sign-out answered ${res.status}`);
  window.location.reload();
}

/** The sentence to show for a failed sign-in call: the field's issue, the server's message, or ours. */
export function signInErrorMessage(body: ApiErrorBody | null | undefined): string {
  return (
    body?.issues?.[0]?.message ??
    body?.message ??
    'We could not reach Cardsmith. Check your connection and try again.'
  );
}
