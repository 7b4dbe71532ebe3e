import { GroupInvitesRequestSchema, type GroupInvitesRequest } from '@cardsmith/contracts';
import { z } from 'zod';

/** The signer invitation form's fields as typed. */
export interface InviteSignersInput {
  emails: string;
  organiserName: string;
  later: boolean;
  sendDate: string;
  sendTime: string;
}

export const INITIAL_INVITE_SIGNERS: InviteSignersInput = {
  emails: '',
  organiserName: '',
  later: false,
  sendDate: '',
  sendTime: '09:00',
};

/** Addresses typed one per line or separated by commas or spaces. */
export const splitEmails = (value: string) => value.split(/[\s,;]+/).filter(Boolean);

/**
 * The fields as the server's invitation request, checked by the server's own schema (its
 * sentences): the addresses split, a blank name left out, the chosen time on the organiser's
 * clock (`timezone`) only when they chose one.
 */
export function inviteSignersSchema(timezone: string) {
  return z
    .object({
      emails: z.string(),
      organiserName: z.string(),
      later: z.boolean(),
      sendDate: z.string(),
      sendTime: z.string(),
    })
    .transform((form): GroupInvitesRequest => ({
      emails: splitEmails(form.emails),
      organiserName: form.organiserName.trim() || undefined,
      sendAt: form.later ? { date: form.sendDate, time: form.sendTime, timezone } : undefined,
    }))
    .pipe(GroupInvitesRequestSchema);
}
export type InviteSignersValues = z.output<ReturnType<typeof inviteSignersSchema>>;
