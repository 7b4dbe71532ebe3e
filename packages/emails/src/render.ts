import { render } from '@react-email/components';
import { z } from 'zod';
import type { EmailTemplate } from './define-template.js';
import {
  emailTemplates,
  EMAIL_TEMPLATE_NAMES,
  type EmailProps,
  type EmailTemplateName,
} from './registry.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  /** The plain-text part, for clients that show no HTML and for screen readers. */
  text: string;
}

/** Props a template refused: the message names each field and what is wrong with it. */
export class InvalidEmailPropsError extends Error {
  override name = 'InvalidEmailPropsError';
  constructor(
    readonly template: string,
    error: z.ZodError,
  ) {
    super(`The ${template} email cannot be rendered: ${z.prettifyError(error)}`);
  }
}

/** The registry's entry for `name`, widened so code that handles any email can call it. */
export const templateOf = (name: EmailTemplateName): EmailTemplate =>
  emailTemplates[name] as unknown as EmailTemplate;

/** Checks props against the template's schema; throws `InvalidEmailPropsError`. */
export function parseEmailProps(name: EmailTemplateName, props: unknown): Record<string, unknown> {
  const parsed = templateOf(name).props.safeParse(props);
  if (!parsed.success) throw new InvalidEmailPropsError(name, parsed.error);
  return parsed.data;
}

/** HTML and plain text of a template's component with props already checked. */
export async function renderParts(
  template: EmailTemplate,
  props: Record<string, unknown>,
): Promise<{ html: string; text: string }> {
  const element = template.Component(props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** One email, rendered: its subject, HTML and plain-text part. */
export async function renderEmail<Name extends EmailTemplateName>(
  name: Name,
  props: EmailProps<Name>,
): Promise<RenderedEmail> {
  const parsed = parseEmailProps(name, props);
  const template = templateOf(name);
  return { subject: template.subject(parsed), ...(await renderParts(template, parsed)) };
}

/**
 * An email to send, in the shape a queued job carries it: which template, its props, and the
 * address. The props are checked against the named template's schema.
 */
export const EmailRequestSchema = z
  .object({
    template: z.enum(EMAIL_TEMPLATE_NAMES, { error: 'That is not an email template.' }),
    to: z.email().max(254),
    props: z.record(z.string(), z.unknown()),
  })
  .superRefine((request, context) => {
    const parsed = templateOf(request.template).props.safeParse(request.props);
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({ ...issue, path: ['props', ...issue.path] } as z.core.$ZodRawIssue);
    }
  });

/** `{ template, props, to }` with `props` typed for the template it names. */
export type EmailRequest = {
  [Name in EmailTemplateName]: { template: Name; to: string; props: EmailProps<Name> };
}[EmailTemplateName];

/**
 * A request (typed, or as `EmailRequestSchema` parsed it) rendered into the message to send: `to`,
 * subject, HTML and plain text. The props are checked against the template first.
 */
export async function renderEmailRequest(
  request: EmailRequest | { template: EmailTemplateName; to: string; props: object },
): Promise<RenderedEmail & { to: string }> {
  const rendered = await renderEmail(request.template, request.props as never);
  return { to: request.to, ...rendered };
}
