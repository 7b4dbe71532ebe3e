import {
  addressRoutes,
  ShippingDetailsSchema,
  type AddressLinkView,
  type ShippingDetails,
} from '@cardsmith/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { buttonClass } from '../../components/ui/button.js';
import { api, errorMessage } from '../../lib/api.js';
import { formIssueList } from '../../lib/form-issues.js';
import {
  BLANK_SHIPPING_DETAILS,
  AddressIssues,
  ShippingFields,
  type ShippingFieldsInput,
} from '../../features/print/ShippingFields.js';
import { submitIssues } from '../../features/print/print-form.js';

/** The print form's address, under the same name, so the same fields and checks serve both. */
const AddressFormSchema = z.object({ shippingDetails: ShippingDetailsSchema });
type AddressFormInput = { shippingDetails: ShippingFieldsInput };
type AddressFormValues = { shippingDetails: ShippingDetails };

function AddressForm({ token, view }: { token: string; view: AddressLinkView }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<
    AddressFormInput,
    unknown,
    AddressFormValues
  >({
    resolver: zodResolver(AddressFormSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { shippingDetails: BLANK_SHIPPING_DETAILS },
  });
  const send = useMutation({
    mutationFn: (values: AddressFormValues) =>
      api(addressRoutes.submit, { params: { token }, body: values.shippingDetails }),
    onSuccess: (next) => queryClient.setQueryData(['address-link', token], next),
  });
  const formIssues = formIssueList(formState.errors);
  const issues = formIssues.length > 0 ? formIssues : send.error ? submitIssues(send.error) : [];
  return (
    <form
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5"
      onSubmit={(event) => {
        send.reset();
        void handleSubmit((values) => send.mutate(values))(event);
      }}
    >
      <ShippingFields register={register} legend="Postal address" />
      <AddressIssues issues={issues} />
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
          {send.isPending
            ? 'Sending…'
            : view.received
              ? 'Send the corrected address'
              : 'Send address'}
        </button>
      </div>
    </form>
  );
}

/**
 * The page a personal address link opens (issue 35): whoever holds it sends a postal address
 * for a printed card, with no account. It shows the card's title and who asks, nothing else.
 */
export function AddressPage() {
  const { token = '' } = useParams();
  const view = useQuery({
    queryKey: ['address-link', token],
    queryFn: () => api(addressRoutes.view, { params: { token } }),
    retry: false,
  });
  const asker = view.data?.askerName ?? 'The person who sent you this link';
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <title>Send your address – Cardsmith</title>
      {view.isPending ? (
        <p className="text-stone-600">Opening the link…</p>
      ) : view.isError ? (
        <div role="alert" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h1 className="font-display text-2xl font-semibold">This address link does not work</h1>
          <p className="mt-2">{errorMessage(view.error, 'Please try the link again later.')}</p>
        </div>
      ) : (
        <>
          <h1 className="font-display text-3xl font-semibold">Where should the card go?</h1>
          <p className="text-stone-700">
            {`${asker} would like to post you a printed card, “${view.data.cardTitle}”. Your address is used for that card's print order only; the people who signed it never see it.`}
          </p>
          {view.data.received ? (
            <p role="status" className="rounded-2xl bg-emerald-50 p-5 text-emerald-900">
              Thank you: your address has been sent. If it needs a correction, send it again below.
            </p>
          ) : null}
          <AddressForm token={token} view={view.data} />
        </>
      )}
    </div>
  );
}
