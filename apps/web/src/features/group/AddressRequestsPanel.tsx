import {
  ADDRESS_REQUEST_LIMITS,
  addressRoutes,
  type AddressRequest,
  type AddressRequestList,
  type ShippingDetails,
} from '@cardsmith/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { addressRequestsKey } from '../print/use-received-address.js';

const inputClass = 'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base';

const STATUS_LABEL: Record<AddressRequest['status'], string> = {
  waiting: 'Waiting',
  received: 'Address received',
  withdrawn: 'Link withdrawn',
  expired: 'Link expired',
};
const STATUS_CLASS: Record<AddressRequest['status'], string> = {
  waiting: 'bg-stone-200 text-stone-700',
  received: 'bg-emerald-100 text-emerald-800',
  withdrawn: 'bg-red-100 text-red-800',
  expired: 'bg-amber-100 text-amber-800',
};

const addressLine = (address: ShippingDetails) =>
  [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    address.address2,
    `${address.city} ${address.state} ${address.zip}`,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * "Ask for a postal address" (issue 35): a personal link for the recipient, or anyone, to send
 * the address a printed card goes to. The link is shown once, when made (cards keeps only its
 * hash); the address comes back here and into the print dialog, and to nobody else.
 */
export function AddressRequestsPanel({ cardId }: { cardId: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [label, setLabel] = useState('');
  const [askerName, setAskerName] = useState('');
  // The links made in this visit, by request: the only time a link can be copied.
  const [links, setLinks] = useState<Record<string, string>>({});
  const requests = useQuery({
    queryKey: addressRequestsKey(cardId),
    queryFn: () => api(addressRoutes.list, { params: { id: cardId } }),
  });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
  const create = useMutation({
    mutationFn: () =>
      api(addressRoutes.create, {
        params: { id: cardId },
        body: { label: label || undefined, askerName: askerName || undefined },
      }),
    onSuccess: (created) => {
      if (created.url) setLinks((known) => ({ ...known, [created.id]: created.url! }));
      setLabel('');
      queryClient.setQueryData<AddressRequestList>(addressRequestsKey(cardId), (list) => ({
        requests: [created, ...(list?.requests ?? [])],
      }));
    },
    onError: failed('Could not make the link'),
  });
  const withdraw = useMutation({
    mutationFn: (requestId: string) =>
      api(addressRoutes.withdraw, { params: { id: cardId, requestId } }),
    onSuccess: (next) => queryClient.setQueryData(addressRequestsKey(cardId), next),
    onError: failed('Could not withdraw the link'),
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Send it to the person whose address you need.' });
    } catch {
      toast({ title: 'Copy the link by hand', description: url });
    }
  };

  return (
    <section
      aria-labelledby={`${id}-address`}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-address`} className="text-lg font-semibold">
        Ask for a postal address
      </h2>
      <p className="mt-1 mb-3 text-sm text-stone-600">
        {`For a printed card: send the recipient, or anyone, a personal link to fill in their address. It is used for this card's print order only, and no signer ever sees it. A link works for ${ADDRESS_REQUEST_LIMITS.validDays} days.`}
      </p>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <label className="text-sm">
          Who it is for (optional)
          <input
            className={inputClass}
            value={label}
            maxLength={ADDRESS_REQUEST_LIMITS.labelMax}
            onChange={(event) => setLabel(event.target.value)}
          />
        </label>
        <label className="text-sm">
          Your name, as they will see it (optional)
          <input
            className={inputClass}
            value={askerName}
            maxLength={ADDRESS_REQUEST_LIMITS.labelMax}
            onChange={(event) => setAskerName(event.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass('secondary')} disabled={create.isPending}>
          {create.isPending ? 'Making the link…' : 'Make an address link'}
        </button>
      </form>
      {requests.data?.requests.length ? (
        <ul aria-label="Address links" className="mt-3 divide-y divide-stone-200">
          {requests.data.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1 truncate">{request.label ?? 'Address link'}</span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[request.status]}`}
              >
                {STATUS_LABEL[request.status]}
              </span>
              {links[request.id] && request.status === 'waiting' ? (
                <button
                  type="button"
                  className="text-sm underline"
                  onClick={() => void copy(links[request.id]!)}
                >
                  Copy link
                </button>
              ) : null}
              {request.status === 'waiting' || request.status === 'received' ? (
                <button
                  type="button"
                  className="text-sm underline"
                  aria-label={`Withdraw the address link${request.label ? ` for ${request.label}` : ''}`}
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(request.id)}
                >
                  Withdraw link
                </button>
              ) : null}
              {links[request.id] && request.status === 'waiting' ? (
                <input
                  readOnly
                  aria-label="Address link"
                  className={`${inputClass} text-sm`}
                  value={links[request.id]}
                  onFocus={(event) => event.currentTarget.select()}
                />
              ) : null}
              {request.address ? (
                <p className="w-full text-sm text-stone-700">{addressLine(request.address)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
