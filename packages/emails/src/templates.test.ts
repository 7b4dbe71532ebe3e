import { simpleParser, type ParsedMail } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { listEmailTemplates, previewEmail } from './preview.js';
import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from './registry.js';
import { renderEmail, templateOf, type RenderedEmail } from './render.js';

const ORIGIN = 'https://cards.example';

/** The message as a mail client receives it: composed to MIME as SMTP sends it, then parsed. */
async function received(email: RenderedEmail): Promise<ParsedMail> {
  const mime = await new MailComposer({
    from: 'cards@cardsmith.test',
    to: 'ada@example.com',
    ...email,
  })
    .compile()
    .build();
  return simpleParser(mime);
}

/** The `name` attribute of every `tag` element in the HTML. */
const attributes = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\s[^>]*${name}="([^"]*)"`, 'g'))].map((m) => m[1]!);

const visibleText = (html: string) =>
  html
    .replace(/<head>.*<\/head>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

const HOSTILE_TEXT = `<b onclick="x()">Bo</b> O'Neil & "co"`;
const HOSTILE_URL = 'https://evil.example/?q="><script>alert(1)</script>';

/** The sample props with every string the template accepts made hostile, field by field. */
function hostileProps(name: EmailTemplateName): Record<string, unknown>[] {
  const template = templateOf(name);
  const sample = template.sample(ORIGIN) as Record<string, unknown>;
  return Object.entries(sample).flatMap(([field, value]) => {
    if (typeof value !== 'string') return [];
    return [HOSTILE_TEXT, HOSTILE_URL]
      .map((hostile) => ({ ...sample, [field]: hostile }))
      .filter((props) => template.props.safeParse(props).success);
  });
}

describe.each(EMAIL_TEMPLATE_NAMES)('the %s email', (name) => {
  it('has a subject, an HTML part and a plain-text part that says the same', async () => {
    const preview = await previewEmail(name, ORIGIN);
    const mail = await received(preview);
    expect(mail.subject).toBe(preview.subject);
    expect(preview.subject.length).toBeGreaterThan(10);
    expect(mail.html).toContain('<html');
    expect(mail.text?.trim().length).toBeGreaterThan(40);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    // The text part opens with the words the HTML shows first (headings upper-cased in it).
    const firstWords = mail.text!.trim().split(/\s+/).slice(0, 4).join(' ').toLowerCase();
    expect(visibleText(String(mail.html))).toContain(firstWords);
  });

  it('links and shows images by absolute web addresses only, and the text part carries them', async () => {
    const preview = await previewEmail(name, ORIGIN);
    const links = attributes(preview.html, 'a', 'href');
    const images = [
      ...attributes(preview.html, 'img', 'src'),
      ...attributes(preview.html, 'link', 'href'),
    ];
    expect(links.length).toBeGreaterThan(0);
    for (const address of [...links, ...images]) expect(address).toMatch(/^https?:\/\/[^/\s]+\//);
    const own = links.filter((href) => href.startsWith(`${ORIGIN}/`));
    expect(own.length).toBeGreaterThan(0);
    for (const href of own) expect(preview.text).toContain(href.replaceAll('&amp;', '&'));
  });

  it('escapes whatever a visitor or vendor typed', async () => {
    const cases = hostileProps(name);
    expect(cases.length).toBeGreaterThan(0);
    for (const props of cases) {
      const { html, subject } = await renderEmail(name, props as never);
      expect(html).not.toContain('<b onclick');
      expect(html).not.toContain('"><script>');
      expect(subject).not.toMatch(/[\r\n]/);
    }
  });

  it('refuses a link that is not an absolute web address', async () => {
    const sample = templateOf(name).sample(ORIGIN) as Record<string, unknown>;
    const urlField = Object.keys(sample).find(
      (field) => /Url$/.test(field) && field !== 'trackingUrl',
    )!;
    await expect(
      renderEmail(name, { ...sample, [urlField]: 'javascript:alert(1)' } as never),
    ).rejects.toThrow(`The ${name} email cannot be rendered`);
    await expect(
      renderEmail(name, { ...sample, [urlField]: '/relative/path' } as never),
    ).rejects.toThrow(urlField);
  });
});

describe('listEmailTemplates', () => {
  it('names every template in the registry with a title and when it is sent', () => {
    const list = listEmailTemplates();
    expect(list.map((template) => template.name)).toEqual(EMAIL_TEMPLATE_NAMES);
    for (const template of list) {
      expect(template.title).not.toBe('');
      expect(template.description.length).toBeGreaterThan(20);
    }
  });
});
