import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from './registry.js';
import { renderEmail, templateOf, type RenderedEmail } from './render.js';

export interface EmailTemplateSummary {
  name: EmailTemplateName;
  title: string;
  description: string;
}

export interface EmailPreview extends EmailTemplateSummary, RenderedEmail {
  /** The sample props it was rendered with. */
  props: Record<string, unknown>;
}

/** Every template, in the registry's order, as the admin outbox lists them. */
export const listEmailTemplates = (): EmailTemplateSummary[] =>
  EMAIL_TEMPLATE_NAMES.map((name) => {
    const { title, description } = templateOf(name);
    return { name, title, description };
  });

/** A template rendered with its sample props, links on `origin`. */
export async function previewEmail(name: EmailTemplateName, origin: string): Promise<EmailPreview> {
  const { title, description, sample } = templateOf(name);
  const props = sample(origin) as Record<string, unknown>;
  const rendered = await renderEmail(name, props as never);
  return { name, title, description, props, ...rendered };
}
