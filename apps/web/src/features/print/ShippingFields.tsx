import { PRINT_COUNTRIES, PRINT_MESSAGES, type ShippingDetailsSchema } from '@cardsmith/contracts';
import { useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';

export type ShippingFieldsInput = z.input<typeof ShippingDetailsSchema>;

export const printInputClass =
  'mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900';

const SHIPPING_FIELDS = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { key: 'address1', label: 'Address', autoComplete: 'address-line1', wide: true },
  {
    key: 'address2',
    label: 'Address line 2 (optional)',
    autoComplete: 'address-line2',
    wide: true,
  },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State / province', autoComplete: 'address-level1' },
  { key: 'zip', label: 'ZIP / postal code', autoComplete: 'postal-code' },
] as const;

export const BLANK_SHIPPING_DETAILS: ShippingFieldsInput = {
  firstName: '',
  lastName: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
};

/**
 * The print form's shipping fields, for any react-hook-form form that keeps them under
 * `shippingDetails` and checks them with contracts' ShippingDetailsSchema: the print dialog, and
 * the page a personal address link opens.
 */
export function ShippingFields<
  Values extends FieldValues & { shippingDetails: ShippingFieldsInput },
>({
  register,
  legend = 'Shipping details',
}: {
  register: UseFormRegister<Values>;
  legend?: string;
}) {
  const fieldId = useId();
  const countryId = useId();
  const path = (key: keyof ShippingFieldsInput) => `shippingDetails.${key}` as Path<Values>;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-700">{legend}</legend>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        {SHIPPING_FIELDS.map((field) => (
          <div key={field.key} className={'wide' in field ? 'sm:col-span-2' : ''}>
            <label htmlFor={`${fieldId}-${field.key}`} className="text-sm text-stone-700">
              {field.label}
            </label>
            <input
              id={`${fieldId}-${field.key}`}
              className={printInputClass}
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              {...register(path(field.key))}
            />
          </div>
        ))}
        <div>
          <label htmlFor={countryId} className="text-sm text-stone-700">
            Country
          </label>
          <select id={countryId} className={printInputClass} {...register(path('country'))}>
            {PRINT_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/** The sentences an address was refused with, under the print form's heading; nothing when none. */
export function AddressIssues({ issues }: { issues: readonly string[] }) {
  if (issues.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">{PRINT_MESSAGES.issuesHeading}</p>
      <ul className="mt-1 list-disc pl-5">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  );
}
