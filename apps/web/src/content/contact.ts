/** The product's own support address, used unless the build sets another. */
const DEFAULT_SUPPORT_EMAIL = 'support@cardsmith.app';

export interface SupportContact {
  email: string;
  /** Only what the operator configured: the app never makes up a phone number. */
  phone: { display: string; tel: string } | null;
}

/**
 * The support details, which are marketing content (spec 000 §118), from the build's
 * settings: blank values count as unset.
 */
export function supportContact(
  env: Pick<ImportMetaEnv, 'VITE_SUPPORT_EMAIL' | 'VITE_SUPPORT_PHONE'>,
): SupportContact {
  const email = env.VITE_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;
  const phone = env.VITE_SUPPORT_PHONE?.trim();
  return {
    email,
    // A tel: link takes only the digits and a leading +, whatever spacing the display uses.
    phone: phone ? { display: phone, tel: phone.replace(/(?!^\+)[^\d]/g, '') } : null,
  };
}

export const SUPPORT_CONTACT = supportContact(import.meta.env);
export const SUPPORT_EMAIL = SUPPORT_CONTACT.email;
