import { EMAIL_TEMPLATE_MESSAGES, type EmailPreview } from '@cardsmith/contracts';
import { isEmailTemplateName, previewEmail } from '@cardsmith/emails';
import { notFound } from '@cardsmith/service-kit';

/**
 * The outbox's preview of one email: its template rendered with its sample props, links on the
 * platform's own origin so they open real pages.
 */
export function emailPreview(name: string, publicOrigin: string): Promise<EmailPreview> {
  if (!isEmailTemplateName(name)) throw notFound(EMAIL_TEMPLATE_MESSAGES.unknown);
  return previewEmail(name, publicOrigin);
}
