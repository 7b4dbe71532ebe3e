import { EmailRequestSchema, renderEmailRequest } from '@cardsmith/emails';
import { describe, expect, it } from 'vitest';
import { inviteEmail } from './invite-email.js';

const invitation = {
  inviteeId: 'a3c1e8a0-0000-4000-8000-000000000001',
  to: 'bo@example.com',
  cardId: 'AbCdEfGhIjKlMnOpQrStU',
  cardTitle: 'For Grace',
  editToken: 'edit-token-1',
  publicOrigin: 'https://cards.example',
};

describe('inviteEmail', () => {
  it('is the collaboration invite with the card’s edit link, keyed by the invitee', async () => {
    const job = inviteEmail(invitation);
    expect(job).toEqual({
      template: 'collaboration-invite',
      to: 'bo@example.com',
      props: {
        cardTitle: 'For Grace',
        inviterName: null,
        editUrl: 'https://cards.example/editor?card=AbCdEfGhIjKlMnOpQrStU&edit=edit-token-1',
      },
      key: 'collab-invite-a3c1e8a0-0000-4000-8000-000000000001',
    });
    const request = EmailRequestSchema.parse(job);
    const email = await renderEmailRequest(request);
    expect(email.subject).toBe('You are invited to make “For Grace” together');
    expect(email.text).toContain(job.props.editUrl);
  });
});
