import { editLink, type EmailJob } from '@cardsmith/contracts';
import type { EmailRequest } from '@cardsmith/emails';

/**
 * The email an invitation sends: the `collaboration-invite` template with the card's edit link, as
 * the scheduler's `email` job. Its key is the invitee's id, so the invitation is emailed once.
 */
export function inviteEmail(invitation: {
  inviteeId: string;
  to: string;
  cardId: string;
  cardTitle: string;
  editToken: string;
  publicOrigin: string;
}): EmailJob {
  const request = {
    template: 'collaboration-invite',
    to: invitation.to,
    props: {
      cardTitle: invitation.cardTitle,
      inviterName: null,
      editUrl: editLink(invitation.publicOrigin, invitation.cardId, invitation.editToken),
    },
  } satisfies EmailRequest;
  return { ...request, key: `collab-invite-${invitation.inviteeId}` };
}
