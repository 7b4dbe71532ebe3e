import {
  findPaperType,
  findPrintSize,
  formatCents,
  printRoutes,
  type PrintOrder,
  type PrintPayment,
} from '@cardsmith/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/LoadError.js';
import { buttonClass } from '../../components/ui/button.js';
import { StripePayment } from '../../features/print/StripePayment.js';
import { TestCheckout } from '../../features/print/TestCheckout.js';
import { api, errorMessage } from '../../lib/api.js';
import { STATUS_LABELS, hasProof } from '../../features/print/order-status.js';
import { useOrderStatusEvents } from '../../features/print/use-order-status-events.js';

const orderQueryKey = (id: string) => ['print-order', id] as const;

function Timeline({ order }: { order: PrintOrder }) {
  return (
    <ol aria-label="Order status" className="space-y-3 border-l-2 border-rose-200 pl-4">
      {order.history.map((change, index) => (
        <li key={`${change.status}-${index}`}>
          <p className="font-semibold">{STATUS_LABELS[change.status]}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={change.at}>{new Date(change.at).toLocaleString()}</time>
            {change.note ? ` · ${change.note}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

function PaymentSection({
  order,
  payment,
  onPaid,
}: {
  order: PrintOrder;
  payment: PrintPayment;
  onPaid: (order: PrintOrder) => void;
}) {
  if (payment.provider === 'offline') {
    return (
      <section className="rounded-xl bg-amber-50 p-4 text-amber-900">
        <h2 className="font-semibold">Payment</h2>
        <p className="mt-1 text-sm">{payment.instructions}</p>
      </section>
    );
  }
  if (payment.provider === 'test') {
    return (
      <section className="rounded-xl border border-sky-200 p-4">
        <h2 className="mb-3 font-semibold">Payment</h2>
        <TestCheckout order={order} notice={payment.notice} onPaid={onPaid} />
      </section>
    );
  }
  return (
    <section className="rounded-xl border border-stone-200 p-4">
      <h2 className="mb-3 font-semibold">Payment</h2>
      <StripePayment orderId={order.id} payment={payment} />
    </section>
  );
}

export function OrderPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: orderQueryKey(id),
    queryFn: () => api(printRoutes.getOrder, { params: { id } }),
  });
  // A vendor callback or a payment moves the order on; the page hears it and shows it.
  useOrderStatusEvents(
    id,
    query.data?.order.status,
    () => void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) }),
  );
  const cancel = useMutation({
    mutationFn: () => api(printRoutes.cancelOrder, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(id) }),
  });

  if (query.isPending) return <p role="status">Loading your order…</p>;
  if (query.isError) {
    return (
      <LoadError
        message={errorMessage(query.error, 'We could not load this order.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { order, payment } = query.data;
  const shipping = order.shippingDetails;
  const summary = [
    ['Cards', order.summary.cardPrice],
    ...(order.includeEnvelopes ? [['Envelopes', order.summary.envelopePrice] as const] : []),
    ['Shipping', order.summary.shipping],
    ['Tax', order.summary.tax],
  ] as const;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link to="/orders" className="text-sm text-rose-700 hover:underline">
          Your orders
        </Link>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight">Printed card order</h1>
        <p className="mt-1 text-stone-600">
          Status: <strong data-testid="order-status">{STATUS_LABELS[order.status]}</strong>
        </p>
        {order.failureReason ? (
          <p className="mt-1 text-sm text-red-700">{order.failureReason}</p>
        ) : null}
      </div>
      {payment ? (
        <PaymentSection
          order={order}
          payment={payment}
          // A paid order has nothing more to pay; the page follows it on to the printer.
          onPaid={(paid) =>
            queryClient.setQueryData(orderQueryKey(id), { order: paid, payment: null })
          }
        />
      ) : null}
      {order.trackingNumber ? (
        <section className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <h2 className="font-semibold">Tracking</h2>
          <p className="mt-1 text-sm">
            Tracking number <span data-testid="tracking-number">{order.trackingNumber}</span>
            {order.trackingUrl ? (
              <>
                {' · '}
                <a href={order.trackingUrl} target="_blank" rel="noreferrer" className="underline">
                  Track the parcel
                </a>
              </>
            ) : null}
          </p>
        </section>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <section>
          <h2 className="mb-2 font-semibold">Timeline</h2>
          <Timeline order={order} />
        </section>
        <section className="space-y-3">
          <h2 className="font-semibold">Order</h2>
          <p className="text-sm">
            {order.quantity} × {findPrintSize(order.size).name} (
            {findPrintSize(order.size).dimensions}) on {findPaperType(order.paperType).name} paper
            {order.includeEnvelopes ? ', with envelopes' : ''}
          </p>
          <dl className="space-y-1 text-sm">
            {summary.map(([label, cents]) => (
              <div key={label} className="flex justify-between">
                <dt>{label}</dt>
                <dd>{cents === 0 && label === 'Shipping' ? 'Free' : formatCents(cents)}</dd>
              </div>
            ))}
            <div className="flex justify-between border-t border-stone-200 pt-1 font-semibold">
              <dt>Total</dt>
              <dd>{formatCents(order.summary.total)}</dd>
            </div>
          </dl>
          <address className="text-sm not-italic text-stone-700">
            {shipping.firstName} {shipping.lastName}
            <br />
            {shipping.address1}
            {shipping.address2 ? (
              <>
                <br />
                {shipping.address2}
              </>
            ) : null}
            <br />
            {shipping.city}, {shipping.state} {shipping.zip}, {shipping.country}
          </address>
          {hasProof(order) ? (
            <a
              className={buttonClass('secondary', 'sm')}
              href={`/api/print/orders/${order.id}/proof.pdf`}
              target="_blank"
              rel="noreferrer"
            >
              Download the proof (PDF)
            </a>
          ) : null}
          {order.status === 'awaiting_payment' ? (
            <div>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                Cancel order
              </button>
              {cancel.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {errorMessage(cancel.error, 'The order could not be cancelled.')}
                </p>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
