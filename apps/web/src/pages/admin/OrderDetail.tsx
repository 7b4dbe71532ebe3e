import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  ADMIN_MESSAGES,
  adminOrderEventsPath,
  adminOrderFilePath,
  adminOrderRoutes,
  formatCents,
  type AdminOrderDetail,
  type AdminSettableStatus,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { STATUS_LABELS } from '../../features/print/order-status.js';
import { useOrderStatusEvents } from '../../features/print/use-order-status-events.js';
import { adminOrdersKey } from './admin-api.js';
import { PAYMENT_LABELS } from './order-labels.js';

type OrderAction =
  | { kind: 'status'; status: AdminSettableStatus; note: string; trackingNumber: string }
  | { kind: 'mark-paid' | 'refund'; note: string };

function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction): Promise<AdminOrderDetail> => {
      const params = { id };
      const note = action.note.trim() || undefined;
      if (action.kind === 'status') {
        return api(adminOrderRoutes.setStatus, {
          params,
          body: {
            status: action.status,
            note,
            trackingNumber: action.trackingNumber.trim() || undefined,
          },
        });
      }
      const route = action.kind === 'refund' ? adminOrderRoutes.refund : adminOrderRoutes.markPaid;
      return api(route, { params, body: { note } });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
    onError: (error) =>
      toast({
        title: ADMIN_MESSAGES.actionFailed,
        description: errorMessage(error, 'The order did not change. Please try again.'),
        variant: 'destructive',
      }),
  });
}

function StatusForm({ detail }: { detail: AdminOrderDetail }) {
  const act = useOrderAction(detail.order.id);
  const ids = useId();
  const [status, setStatus] = useState<AdminSettableStatus | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [note, setNote] = useState('');
  if (detail.nextStatuses.length === 0) {
    return <p className="text-sm text-stone-600">This order’s status can no longer change.</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    act.mutate(
      { kind: 'status', status, note, trackingNumber },
      { onSuccess: () => setStatus('') },
    );
  };
  return (
    <form aria-label="Change status" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="text-sm" htmlFor={`${ids}-status`}>
        New status
        <select
          id={`${ids}-status`}
          className="mt-1 block rounded-lg border border-stone-300 px-2 py-1.5"
          value={status}
          onChange={(event) => setStatus(event.target.value as AdminSettableStatus | '')}
        >
          <option value="">Choose…</option>
          {detail.nextStatuses.map((next) => (
            <option key={next} value={next}>
              {STATUS_LABELS[next]}
            </option>
          ))}
        </select>
      </label>
      {status === 'shipped' ? (
        <label className="text-sm" htmlFor={`${ids}-tracking`}>
          Tracking number
          <input
            id={`${ids}-tracking`}
            className="mt-1 block rounded-lg border border-stone-300 px-2 py-1.5"
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
        </label>
      ) : null}
      <label className="text-sm" htmlFor={`${ids}-note`}>
        Note (optional)
        <input
          id={`${ids}-note`}
          className="mt-1 block rounded-lg border border-stone-300 px-2 py-1.5"
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <button
        type="submit"
        className={buttonClass('primary', 'sm')}
        disabled={!status || act.isPending}
      >
        Change status
      </button>
    </form>
  );
}

function PaymentActions({ detail }: { detail: AdminOrderDetail }) {
  const act = useOrderAction(detail.order.id);
  const [confirmRefund, setConfirmRefund] = useState(false);
  const total = formatCents(detail.order.summary.total);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {detail.canMarkPaid ? (
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={act.isPending}
          onClick={() => act.mutate({ kind: 'mark-paid', note: '' })}
        >
          Mark paid
        </button>
      ) : null}
      {detail.canRefund && !confirmRefund ? (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setConfirmRefund(true)}
        >
          Refund…
        </button>
      ) : null}
      {detail.canRefund && confirmRefund ? (
        <>
          <span className="text-sm">
            Refund {total}
            {detail.order.paymentProvider === 'stripe' ? ' through Stripe' : ' (paid offline)'}?
          </span>
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: 'refund', note: '' })}
          >
            Refund {total}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => setConfirmRefund(false)}
          >
            Keep the payment
          </button>
        </>
      ) : null}
      {!detail.canMarkPaid && !detail.canRefund ? (
        <p className="text-sm text-stone-600">No payment action applies to this order now.</p>
      ) : null}
    </div>
  );
}

/** One order: who, what, where, its history, and what the admin may do with it now. */
export function OrderDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery({
    queryKey: [...adminOrdersKey, 'order', id],
    queryFn: ({ signal }) => api(adminOrderRoutes.getOrder, { params: { id } }, { signal }),
  });
  // A paid order goes to the printer within moments (the print-submit worker), a vendor or an
  // admin moves it on: its status events say when, and the order is read again then.
  useOrderStatusEvents(
    id,
    detail.data?.order.status,
    () => void detail.refetch(),
    adminOrderEventsPath(id),
  );
  if (detail.isPending) return <p role="status">Loading the order…</p>;
  if (detail.isError) {
    return (
      <LoadError
        message={errorMessage(detail.error, 'The order did not load.')}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const { order } = detail.data;
  const shipping = order.shippingDetails;
  return (
    <section
      aria-label={`Order ${order.id}`}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold">
            {shipping.firstName} {shipping.lastName} · {formatCents(order.summary.total)}
          </h3>
          <p className="text-sm text-stone-600">
            Order <span className="font-mono">{order.id}</span> ·{' '}
            <span data-testid="admin-order-status">{STATUS_LABELS[order.status]}</span> ·{' '}
            <span data-testid="admin-order-payment">
              {PAYMENT_LABELS[detail.data.paymentState]}
            </span>{' '}
            ({order.paymentProvider})
          </p>
        </div>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Print</dt>
          <dd>
            {order.quantity} × {order.size}, {order.paperType}
            {order.includeEnvelopes ? ', with envelopes' : ''}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Ship to</dt>
          <dd>
            {shipping.address1}
            {shipping.address2 ? `, ${shipping.address2}` : ''}, {shipping.city}, {shipping.state}{' '}
            {shipping.zip}, {shipping.country} · {shipping.email}
          </dd>
        </div>
        {order.trackingNumber ? (
          <div>
            <dt className="text-stone-600">Tracking</dt>
            <dd>{order.trackingNumber}</dd>
          </div>
        ) : null}
        {order.failureReason ? (
          <div>
            <dt className="text-stone-600">Failure</dt>
            <dd>{order.failureReason}</dd>
          </div>
        ) : null}
      </dl>
      <div>
        <h4 className="text-sm font-semibold">History</h4>
        <ol aria-label="Order history" className="mt-1 space-y-1 text-sm">
          {order.history.map((change) => (
            <li key={`${change.status}-${change.at}`}>
              {new Date(change.at).toLocaleString()} · {STATUS_LABELS[change.status]}
              {change.note ? ` — ${change.note}` : ''}
            </li>
          ))}
        </ol>
      </div>
      <div className="space-y-3 border-t border-stone-200 pt-3">
        <PaymentActions detail={detail.data} />
        <StatusForm detail={detail.data} />
        <div className="flex gap-2">
          {detail.data.files.proof ? (
            <a
              className={buttonClass('ghost', 'sm')}
              href={adminOrderFilePath(order.id, 'proof.pdf')}
            >
              Download proof PDF
            </a>
          ) : null}
          {detail.data.files.print ? (
            <a
              className={buttonClass('ghost', 'sm')}
              href={adminOrderFilePath(order.id, 'print.pdf')}
            >
              Download print PDF
            </a>
          ) : null}
          {!detail.data.files.proof && !detail.data.files.print ? (
            <p className="text-sm text-stone-600">
              The proof and print PDFs are made once the order is paid.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
