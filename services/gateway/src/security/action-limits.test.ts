import { describe, expect, it } from 'vitest';
import { ACTION_LIMITS, limitedActionOf, scaledActionLimits } from './action-limits.js';

describe('limitedActionOf', () => {
  it('counts an email invitation, which mails an address the visitor typed, and not its reads', () => {
    expect(limitedActionOf('POST', '/api/collab/cards/AbCdEfGhIjKlMnOpQrStU/invitees')).toBe(
      'invite',
    );
    expect(limitedActionOf('GET', '/api/collab/cards/AbCdEfGhIjKlMnOpQrStU/people')).toBeNull();
    expect(
      limitedActionOf('DELETE', '/api/collab/cards/AbCdEfGhIjKlMnOpQrStU/invitees/x'),
    ).toBeNull();
  });

  it('counts a group card’s invitations as invitations, and sign-link writes and thank-yous as signing', () => {
    const card = '/api/cards/AbCdEfGhIjKlMnOpQrStU';
    const link = `/api/sign/${'t'.repeat(43)}`;
    expect(limitedActionOf('POST', `${card}/group/invites`)).toBe('invite');
    expect(limitedActionOf('PUT', link)).toBe('sign');
    expect(limitedActionOf('DELETE', link)).toBe('sign');
    expect(limitedActionOf('GET', link)).toBeNull();
    expect(limitedActionOf('POST', `${card}/group/thanks`)).toBe('sign');
  });

  it('counts an address sent by an address link as signing, and not the link’s page', () => {
    const link = `/api/address/${'t'.repeat(43)}`;
    expect(limitedActionOf('PUT', link)).toBe('sign');
    expect(limitedActionOf('GET', link)).toBeNull();
  });

  it('scales the invitation limit with the others', () => {
    expect(scaledActionLimits(2).invite).toEqual({
      ...ACTION_LIMITS.invite,
      perVisitor: ACTION_LIMITS.invite.perVisitor * 2,
      perNetwork: ACTION_LIMITS.invite.perNetwork * 2,
    });
  });
});
