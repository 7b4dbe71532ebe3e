import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { postcodeValidator } from 'postcode-validator';

/** The countries we post to, as the forms name them (UK, not ISO's GB). */
export const POSTAL_COUNTRIES = ['US', 'CA', 'UK', 'AU'] as const;
export type PostalCountry = (typeof POSTAL_COUNTRIES)[number];

const ISO_CODES: Record<PostalCountry, CountryCode> = { US: 'US', CA: 'CA', UK: 'GB', AU: 'AU' };
const COUNTRY_NAMES: Record<PostalCountry, string> = {
  US: 'the US',
  CA: 'Canada',
  UK: 'the UK',
  AU: 'Australia',
};

const isPostalCountry = (country: string): country is PostalCountry =>
  (POSTAL_COUNTRIES as readonly string[]).includes(country);

/** In the spec's style ('Please enter a valid email address'). */
export const CONTACT_MESSAGES = {
  phoneInvalid: 'Please enter a valid phone number, with its country code if it is not local',
  postalCodeInvalid: (country: string) =>
    country === 'US'
      ? 'Please enter a valid ZIP code, like 94105 or 94105-1234'
      : `Please enter a valid postal code for ${isPostalCountry(country) ? COUNTRY_NAMES[country] : country}`,
} as const;

/**
 * A phone number as E.164 (+14155550100), read with the form's country as the default for a
 * number without a country code; null when it is not a possible number there.
 */
export function toE164(phone: string, formCountry: string): string | null {
  const country = isPostalCountry(formCountry) ? ISO_CODES[formCountry] : undefined;
  const parsed = parsePhoneNumberFromString(phone, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether a ZIP or postal code has its country's form; a country we do not post to has none. */
export function isPostalCode(code: string, country: string): boolean {
  return isPostalCountry(country) && postcodeValidator(code.trim(), ISO_CODES[country]);
}
