import type { EmailTemplate } from './define-template.js';
import { escapeHtml, fillIn, placeholders } from './personalise.js';
import type { EmailProps, EmailTemplateName } from './registry.js';
import { parseEmailProps, renderParts, templateOf, type RenderedEmail } from './render.js';

interface SharedRender {
  stand: Record<string, string>;
  html: string;
  text: string;
}

/**
 * Renders emails like `renderEmail`, but a template that lists `perRecipient` props is rendered
 * once per set of the other props (a card sent to thousands costs one React render, not
 * thousands) and each recipient's values are filled in, escaped for HTML. The most recently used
 * `maxShared` renders are kept. One per process: the worker makes it.
 */
export class EmailRenderer {
  private readonly shared = new Map<string, Promise<SharedRender>>();
  /** React renders done so far: how a test sees that recipients share one. */
  renders = 0;

  constructor(private readonly maxShared = 500) {}

  async render<Name extends EmailTemplateName>(
    name: Name,
    props: EmailProps<Name>,
  ): Promise<RenderedEmail> {
    const template = templateOf(name);
    const parsed = parseEmailProps(name, props);
    const subject = template.subject(parsed);
    const personal = template.perRecipient ?? [];
    if (personal.length === 0) {
      this.renders += 1;
      return { subject, ...(await renderParts(template, parsed)) };
    }
    const values = Object.fromEntries(personal.map((field) => [field, String(parsed[field])]));
    const render = await this.sharedRender(name, template, parsed, values);
    return {
      subject,
      html: fillIn(render.html, render.stand, values, escapeHtml),
      text: fillIn(render.text, render.stand, values, (value) => value),
    };
  }

  private sharedRender(
    name: EmailTemplateName,
    template: EmailTemplate,
    props: Record<string, unknown>,
    values: Record<string, string>,
  ): Promise<SharedRender> {
    // An empty per-recipient value can leave a block out, so emptiness is part of the render.
    const empty = Object.keys(values).filter((field) => values[field] === '');
    const rest = Object.entries(props).filter(([field]) => !(field in values));
    const key = JSON.stringify([name, rest, empty]);
    const cached = this.shared.get(key);
    if (cached) {
      // Most recently used last: eviction takes the first.
      this.shared.delete(key);
      this.shared.set(key, cached);
      return cached;
    }
    const rendering = this.renderShared(template, props, Object.keys(values), empty);
    this.shared.set(key, rendering);
    // A failed render is not kept: the next send tries again.
    rendering.catch(() => this.shared.delete(key));
    if (this.shared.size > this.maxShared) {
      this.shared.delete(this.shared.keys().next().value!);
    }
    return rendering;
  }

  private async renderShared(
    template: EmailTemplate,
    props: Record<string, unknown>,
    fields: string[],
    empty: string[],
  ): Promise<SharedRender> {
    this.renders += 1;
    const stand = placeholders(fields);
    const standIns = Object.fromEntries(
      fields.map((field) => [field, empty.includes(field) ? '' : stand[field]]),
    );
    return { stand, ...(await renderParts(template, { ...props, ...standIns })) };
  }
}
