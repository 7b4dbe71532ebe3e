import type { ReactElement } from 'react';
import { z } from 'zod';

/**
 * A link or image address in an email: absolute and on the web, since a mail client has no page
 * to resolve a relative one against and must never be handed a `javascript:` or `data:` address.
 */
export const webUrl = () =>
  z.url({ protocol: /^https?$/, error: 'Use an absolute http(s) address.' }).max(2000);

export interface EmailTemplate<Schema extends z.ZodObject = z.ZodObject> {
  /** What the admin outbox's preview calls it. */
  title: string;
  /** Who receives it, and when. */
  description: string;
  /** What a caller must pass: checked before every render. */
  props: Schema;
  subject(props: z.output<Schema>): string;
  Component(props: z.output<Schema>): ReactElement;
  /**
   * Props that differ per recipient while the rest is the same for many (a card sent to
   * thousands): `EmailRenderer` renders once per set of shared props and fills these in. Only
   * string props may be listed.
   */
  perRecipient?: readonly (keyof z.output<Schema> & string)[];
  /** Props the admin preview renders the template with; links point at `origin`. */
  sample(origin: string): z.input<Schema>;
}

/** Declares one email; its file adds it to the registry in `registry.ts`. */
export const defineEmailTemplate = <Schema extends z.ZodObject>(
  template: EmailTemplate<Schema>,
): EmailTemplate<Schema> => template;
