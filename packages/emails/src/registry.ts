import type { z } from 'zod';
import { cardDelivery } from './templates/card-delivery.js';
import { collaborationInvite } from './templates/collaboration-invite.js';
import { groupInvite } from './templates/group-invite.js';
import { groupReminder } from './templates/group-reminder.js';
import { groupSummary } from './templates/group-summary.js';
import { groupThanks } from './templates/group-thanks.js';
import { printPaid } from './templates/print-paid.js';
import { printShipped } from './templates/print-shipped.js';
import { reminder } from './templates/reminder.js';
import { signInLink } from './templates/sign-in-link.js';
import { socialShare } from './templates/social-share.js';

/**
 * Every email the platform sends, by the name callers (and queued jobs) give it. Adding an email
 * is one file in `templates/` and one line here.
 */
export const emailTemplates = {
  'card-delivery': cardDelivery,
  reminder,
  'social-share': socialShare,
  'print-paid': printPaid,
  'print-shipped': printShipped,
  'sign-in-link': signInLink,
  'collaboration-invite': collaborationInvite,
  'group-invite': groupInvite,
  'group-reminder': groupReminder,
  'group-summary': groupSummary,
  'group-thanks': groupThanks,
} as const;

export type EmailTemplates = typeof emailTemplates;
export type EmailTemplateName = keyof EmailTemplates;
/** What a caller passes to render the email `Name` (before defaults and trimming). */
export type EmailProps<Name extends EmailTemplateName> = z.input<EmailTemplates[Name]['props']>;

export const EMAIL_TEMPLATE_NAMES = Object.keys(emailTemplates) as [
  EmailTemplateName,
  ...EmailTemplateName[],
];

export const isEmailTemplateName = (name: string): name is EmailTemplateName =>
  Object.hasOwn(emailTemplates, name);
