import { GROUP_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_INVITE_SIGNERS, inviteSignersSchema, splitEmails } from './invite-form.js';

const schema = inviteSignersSchema('Europe/London');
const messages = (input: typeof INITIAL_INVITE_SIGNERS) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the signer invitation form', () => {
  it('splits addresses on lines, commas and spaces', () => {
    expect(splitEmails('ann@example.com,\nbo@example.com  cy@example.com;')).toEqual([
      'ann@example.com',
      'bo@example.com',
      'cy@example.com',
    ]);
  });

  it('is the server’s request: lower-cased addresses, no blank name, sent now', () => {
    expect(
      schema.parse({ ...INITIAL_INVITE_SIGNERS, emails: 'Ann@Example.com', organiserName: '  ' }),
    ).toEqual({ emails: ['ann@example.com'], organiserName: undefined, sendAt: undefined });
  });

  it('sends later on the organiser’s clock only when they chose to', () => {
    const later = { ...INITIAL_INVITE_SIGNERS, emails: 'ann@example.com', later: true };
    expect(schema.parse({ ...later, sendDate: '2026-12-24' }).sendAt).toEqual({
      date: '2026-12-24',
      time: '09:00',
      timezone: 'Europe/London',
    });
    expect(messages(later)).toEqual(['Choose the date the invitations go out.']);
    expect(schema.parse({ ...later, later: false }).sendAt).toBeUndefined();
  });

  it('answers with the server’s sentences', () => {
    expect(messages(INITIAL_INVITE_SIGNERS)).toEqual([GROUP_MESSAGES.noEmails]);
    expect(messages({ ...INITIAL_INVITE_SIGNERS, emails: 'ann at home' })).toContain(
      GROUP_MESSAGES.notAnEmail,
    );
  });
});
