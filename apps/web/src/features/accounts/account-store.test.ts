import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';

const account = { id: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', email: 'ada@example.com' };
const signedInSession = { signedIn: true as const, account, expiresAt: '2026-12-24T20:00:00Z' };

/** The store keeps one answer per page load: each test loads it afresh. */
const loadStore = () => import('./account-store.js');

describe('the account store', () => {
  let answerSession: (response: Response) => void;
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answerSession = resolve))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the server says of the session', async () => {
    const store = await loadStore();
    const { result } = renderHook(() => store.useAccount());
    expect(result.current).toBeNull();
    await act(async () => answerSession(json(signedInSession)));
    await waitFor(() => expect(result.current).toEqual(account));
  });

  it('keeps a sign-in made while the first question was on its way', async () => {
    const store = await loadStore();
    const { result } = renderHook(() => store.useAccount());
    act(() => store.signedIn(signedInSession));
    expect(result.current).toEqual(account);
    // The question went out with the anonymous cookie, before the sign-in.
    await act(async () => answerSession(json({ signedIn: false })));
    expect(result.current).toEqual(account);
  });
});
