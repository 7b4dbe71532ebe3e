import { describe, expect, it } from 'vitest';
import {
  EmailRequestSchema,
  InvalidEmailPropsError,
  renderEmail,
  renderEmailRequest,
} from './render.js';

describe('renderEmail', () => {
  it('refuses props its template does not accept, naming the field', async () => {
    const refusal = renderEmail('reminder', {
      cardTitle: 'Happy birthday',
      recipientName: 'Ada',
      daysBefore: 0,
      sendsAt: 'tomorrow',
      manageUrl: 'https://cards.example/smart-scheduling',
    });
    await expect(refusal).rejects.toBeInstanceOf(InvalidEmailPropsError);
    await expect(refusal).rejects.toThrow('daysBefore');
  });

  it('makes a title or name typed with line breaks one line in the subject', async () => {
    const email = await renderEmail('social-share', {
      cardTitle: 'Happy\r\nBcc: everyone@example.com',
      imageUrl: 'https://cards.example/api/cards/c1/preview.png',
      shareUrl: 'https://cards.example/cards/c1',
    });
    expect(email.subject).toBe('Your card “Happy Bcc: everyone@example.com” is ready to share');
  });
});

describe('EmailRequestSchema', () => {
  const request = {
    template: 'sign-in-link',
    to: 'ada@example.com',
    props: { signInUrl: 'https://cards.example/sign-in/verify?token=t' },
  };

  it('accepts { template, props, to } whose props suit the template', () => {
    expect(EmailRequestSchema.parse(request)).toEqual(request);
  });

  it('refuses an unknown template, a bad address and props of another template', () => {
    const issues = (value: unknown) =>
      EmailRequestSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ ...request, template: 'pigeon' })).toEqual(['template']);
    expect(issues({ ...request, to: 'not an address' })).toEqual(['to']);
    expect(issues({ ...request, props: { cardTitle: 'x' } })).toEqual(['props.signInUrl']);
  });
});

describe('renderEmailRequest', () => {
  it('renders the named template with its props, addressed to `to`', async () => {
    const props = { signInUrl: 'https://cards.example/sign-in/verify?token=t' };
    const message = await renderEmailRequest({
      template: 'sign-in-link',
      to: 'ada@example.com',
      props,
    });
    expect(message).toEqual({
      to: 'ada@example.com',
      ...(await renderEmail('sign-in-link', props)),
    });
  });
});
