import {
  PRINT_MESSAGES,
  PRINT_PAPER_TYPES,
  PRINT_SIZES,
  formatCents,
  freeShippingMessage,
  printRoutes,
  qualifiesForFreeShipping,
  quotePrint,
} from '@cardsmith/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { api } from '../../lib/api.js';
import { formIssueList } from '../../lib/form-issues.js';
import { useIdempotencyKey } from '../../lib/idempotency-key.js';
import { CardDialog, type CardDialogProps, type SavedCard } from '../sharing/CardShareDialogs.js';
import {
  INITIAL_PRINT_FORM,
  PrintFormSchema,
  parseQuantity,
  submitIssues,
  toOrderRequest,
  type PrintFormInput,
  type PrintFormValues,
} from './print-form.js';
import { AddressIssues, ShippingFields } from './ShippingFields.js';
import { useReceivedAddress } from './use-received-address.js';

/** The saved card the dialog orders prints of; null while the editor is still saving it. */
export type PrintCard = SavedCard;

const priceDelta = (cents: number) =>
  cents === 0 ? 'Included' : cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);

function QuantityField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  // What is typed stays as typed (so the field can be cleared and retyped); the order uses its
  // number at once, and leaving the field shows that number.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        Quantity
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          aria-label="Decrease quantity"
          className={buttonClass('secondary', 'sm', 'w-9')}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          min={1}
          inputMode="numeric"
          className="w-20 rounded-lg border border-stone-300 px-3 py-2 text-center text-sm"
          value={typed ?? String(value)}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(parseQuantity(event.target.value));
          }}
          onBlur={() => setTyped(null)}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          className={buttonClass('secondary', 'sm', 'w-9')}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

function Summary({ control }: { control: Control<PrintFormInput, unknown, PrintFormValues> }) {
  const [quantity, paperType, size, includeEnvelopes = false] = useWatch({
    control,
    name: ['quantity', 'paperType', 'size', 'includeEnvelopes'],
  });
  const selection = { quantity: Math.max(1, quantity), paperType, size, includeEnvelopes };
  const price = quotePrint(selection);
  const lines = [
    { label: `Cards (${selection.quantity})`, value: formatCents(price.cardPrice) },
    ...(includeEnvelopes ? [{ label: 'Envelopes', value: formatCents(price.envelopePrice) }] : []),
    { label: 'Shipping', value: price.shipping === 0 ? 'Free' : formatCents(price.shipping) },
    { label: 'Tax (8%)', value: formatCents(price.tax) },
  ];
  return (
    <section aria-label="Order summary" className="rounded-xl bg-stone-50 p-4">
      <h3 className="font-semibold">Order summary</h3>
      <dl className="mt-2 space-y-1 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="print-total">{formatCents(price.total)}</dd>
        </div>
      </dl>
      <p
        className={`mt-2 text-sm ${qualifiesForFreeShipping(selection.quantity) ? 'text-emerald-700' : 'text-stone-600'}`}
      >
        {freeShippingMessage(selection.quantity)}
      </p>
    </section>
  );
}

function PrintOrderForm({
  card,
  onCancel,
}: {
  card: NonNullable<PrintCard>;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const { register, control, handleSubmit, formState, getValues, reset } = useForm<
    PrintFormInput,
    unknown,
    PrintFormValues
  >({
    resolver: zodResolver(PrintFormSchema),
    // The issue list stays as it was when Place Order was pressed until it is pressed again.
    reValidateMode: 'onSubmit',
    // The list names the problems; the focus stays where the visitor is.
    shouldFocusError: false,
    defaultValues: INITIAL_PRINT_FORM,
  });
  const prefill = useReceivedAddress(card.id);
  const prefilled = useRef<string | null>(null);
  // The received address fills the shipping fields once, unless the visitor has typed there.
  useEffect(() => {
    const key = prefill ? `${prefill.id}@${prefill.receivedAt}` : null;
    if (!prefill || key === prefilled.current || formState.dirtyFields.shippingDetails) return;
    prefilled.current = key;
    reset({ ...getValues(), shippingDetails: { address2: '', ...prefill.address } });
  }, [prefill, formState.dirtyFields.shippingDetails, getValues, reset]);
  // One order however often Place Order is pressed for the same submission.
  const submission = useIdempotencyKey();
  const placeOrder = useMutation({
    mutationFn: (values: PrintFormValues) =>
      api(
        printRoutes.placeOrder,
        { body: toOrderRequest(card.id, values) },
        { headers: submission.headers },
      ),
    onSuccess: (result) => void navigate(`/orders/${result.order.id}`),
  });
  const envelopesId = useId();
  // The fields' problems, else what the server said about the last try.
  const formIssues = formIssueList(formState.errors);
  const issues =
    formIssues.length > 0 ? formIssues : placeOrder.error ? submitIssues(placeOrder.error) : [];
  // From the click until the order page opens.
  const submitting = placeOrder.isPending || placeOrder.isSuccess;

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        placeOrder.reset();
        void handleSubmit((values) => placeOrder.mutate(values))(event);
      }}
    >
      <Controller
        control={control}
        name="quantity"
        render={({ field }) => <QuantityField value={field.value} onChange={field.onChange} />}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-stone-700">Paper type</legend>
        <div className="mt-1 space-y-2">
          {PRINT_PAPER_TYPES.map((paper) => (
            <label
              key={paper.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-rose-700 has-[:checked]:bg-rose-50"
            >
              <input type="radio" value={paper.id} className="mt-1" {...register('paperType')} />
              <span className="flex-1">
                <span className="block font-medium">{paper.name}</span>
                <span className="block text-sm text-stone-600">{paper.description}</span>
              </span>
              <span className="text-sm">{priceDelta(paper.price)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-700">Card size</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {PRINT_SIZES.map((size) => (
            <label
              key={size.id}
              className="cursor-pointer rounded-xl border border-stone-200 p-3 has-[:checked]:border-rose-700 has-[:checked]:bg-rose-50"
            >
              <input type="radio" value={size.id} className="sr-only" {...register('size')} />
              <span className="block font-medium">{size.name}</span>
              <span className="block text-sm text-stone-600">{size.dimensions}</span>
              <span className="block text-sm">{priceDelta(size.price)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={envelopesId} className="font-semibold">
          Include envelopes ({formatCents(50)} each)
        </label>
        <Controller
          control={control}
          name="includeEnvelopes"
          render={({ field }) => (
            <Switch.Root
              id={envelopesId}
              checked={field.value}
              onCheckedChange={field.onChange}
              className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-rose-700"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          )}
        />
      </div>
      {prefill ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800">
          {`Filled in from the address ${prefill.label ? `${prefill.label} sent` : 'sent by your address link'}.`}
        </p>
      ) : null}
      <ShippingFields register={register} />
      <Summary control={control} />
      <AddressIssues issues={issues} />
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={submitting}>
          {submitting ? PRINT_MESSAGES.processing : 'Place Order'}
        </button>
      </div>
    </form>
  );
}

/** The print order dialog (spec 001 §2) for the card the editor has just saved. */
export function PrintOrderDialog(props: CardDialogProps) {
  return (
    <CardDialog
      {...props}
      wide
      title="Print Physical Card"
      description="Printed on card stock and posted to you or your recipient."
    >
      {(card) => <PrintOrderForm card={card} onCancel={() => props.onOpenChange(false)} />}
    </CardDialog>
  );
}
