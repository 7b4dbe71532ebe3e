import { describe, expect, it } from 'vitest';
import { supportContact } from './contact.js';

describe('support contact', () => {
  it('uses the product’s own address and no phone when nothing is configured', () => {
    expect(supportContact({})).toEqual({ email: 'support@cardsmith.app', phone: null });
    expect(supportContact({ VITE_SUPPORT_EMAIL: ' ', VITE_SUPPORT_PHONE: '' })).toEqual({
      email: 'support@cardsmith.app',
      phone: null,
    });
  });

  it('uses the configured address and phone, dialling only the digits and a leading +', () => {
    expect(
      supportContact({
        VITE_SUPPORT_EMAIL: 'help@example.org',
        VITE_SUPPORT_PHONE: ' +44 (20) 7946-0000 ',
      }),
    ).toEqual({
      email: 'help@example.org',
      phone: { display: '+44 (20) 7946-0000', tel: '+442079460000' },
    });
  });
});
