import {
  formatCents,
  printRoutes,
  type PrintOrder,
  type TestCardPayment,
} from '@cardsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { api } from '../../lib/api.js';
import {
  EMPTY_TEST_CARD,
  paymentRefusal,
  testCardErrors,
  type TestCardErrors,
  type TestCardField,
} from './test-card-form.js';

const FIELDS: {
  key: TestCardField;
  label: string;
  placeholder: string;
  inputMode?: 'numeric';
  wide?: boolean;
}[] = [
  {
    key: 'number',
    label: 'Card number',
    placeholder: '4242 4242 4242 4242',
    inputMode: 'numeric',
    wide: true,
  },
  { key: 'expiry', label: 'Expiry (MM / YY)', placeholder: 'MM / YY', inputMode: 'numeric' },
  { key: 'cvc', label: 'CVC', placeholder: '123', inputMode: 'numeric' },
  { key: 'name', label: 'Name on card', placeholder: 'Ada Lovelace', wide: true },
];

/**
 * The checkout of a site without Stripe keys: Stripe's test card numbers only, the server says
 * whether the card pays; `onPaid` gets the order as the payment left it.
 */
export function TestCheckout({
  order,
  notice,
  onPaid,
}: {
  order: PrintOrder;
  notice: string;
  onPaid: (order: PrintOrder) => void;
}) {
  const formId = useId();
  const [card, setCard] = useState<TestCardPayment>(EMPTY_TEST_CARD);
  const [errors, setErrors] = useState<TestCardErrors>({});
  const pay = useMutation({
    mutationFn: (body: TestCardPayment) =>
      api(printRoutes.payWithTestCard, { params: { id: order.id }, body }),
    onSuccess: (result) => onPaid(result.order),
    onError: (error) => {
      const refusal = paymentRefusal(error);
      if (refusal.field) setErrors({ [refusal.field]: refusal.message });
    },
  });
  const refusal = pay.isError ? paymentRefusal(pay.error) : null;

  return (
    <form
      aria-label="Test checkout"
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const found = testCardErrors(card);
        setErrors(found);
        pay.reset();
        if (Object.keys(found).length === 0) pay.mutate(card);
      }}
    >
      <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
        <strong data-testid="test-mode-notice">{notice}</strong>. This site has no card payments
        switched on, so it takes only Stripe&apos;s test cards: 4242 4242 4242 4242 pays, 4000 0000
        0000 0002 is declined. Any future expiry date and any CVC.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `${formId}-${field.key}`;
          const error = errors[field.key];
          return (
            <div key={field.key} className={field.wide ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="text-sm font-semibold text-stone-700">
                {field.label}
              </label>
              <input
                id={id}
                // A browser must not offer a saved real card here: no real card is taken.
                autoComplete="off"
                inputMode={field.inputMode}
                placeholder={field.placeholder}
                className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
                value={card[field.key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setCard({ ...card, [field.key]: event.target.value })}
              />
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {refusal && !refusal.field ? (
        <p role="alert" className="text-sm text-red-700">
          {refusal.message}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={pay.isPending}>
        {pay.isPending ? 'Paying…' : `Pay ${formatCents(order.summary.total)} (test)`}
      </button>
    </form>
  );
}
