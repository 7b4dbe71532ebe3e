import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  ADMIN_ORDER_PAGE_SIZE,
  adminOrderRoutes,
  PAYMENT_STATES,
  PRINT_ORDER_STATUSES,
  type PaymentState,
  type PrintOrderStatus,
} from '@cardsmith/contracts';
import { LoadError } from '../../components/ui/LoadError.js';
import { api, errorMessage } from '../../lib/api.js';
import { STATUS_LABELS } from '../../features/print/order-status.js';
import { adminOrdersKey } from './admin-api.js';
import { OrderDetail } from './OrderDetail.js';
import { OrdersTable } from './OrdersTable.js';
import { Pager, useCursorPages } from './Pager.js';
import { PAYMENT_LABELS } from './order-labels.js';

const selectClass = 'mt-1 block rounded-lg border border-stone-300 bg-white px-2 py-1.5';

/**
 * Printed-card orders from print: filtered by status and payment state, a page at a time, each
 * opening its detail. `view` 'payments' starts on the money: orders waiting for payment.
 */
export function OrdersSection({
  view,
  openOrderId,
  onOpenOrder,
}: {
  view: 'orders' | 'payments';
  openOrderId: string | null;
  onOpenOrder: (id: string | null) => void;
}) {
  const ids = useId();
  const [status, setStatus] = useState<PrintOrderStatus | ''>('');
  const [payment, setPayment] = useState<PaymentState | ''>(view === 'payments' ? 'unpaid' : '');
  const pages = useCursorPages();
  const query = {
    status: status || undefined,
    payment: payment || undefined,
    cursor: pages.cursor,
    pageSize: ADMIN_ORDER_PAGE_SIZE,
  };
  const orders = useQuery({
    queryKey: [...adminOrdersKey, 'list', query],
    queryFn: ({ signal }) => api(adminOrderRoutes.listOrders, { querystring: query }, { signal }),
    placeholderData: keepPreviousData,
  });

  let table;
  if (orders.isPending) {
    table = <p role="status">Loading orders…</p>;
  } else if (orders.isError) {
    table = (
      <LoadError
        message={errorMessage(orders.error, 'The orders did not load.')}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (orders.data.orders.length === 0) {
    table = (
      <p className="text-sm text-stone-600">
        {status || payment
          ? 'No orders match these filters.'
          : 'No printed cards have been ordered yet.'}
      </p>
    );
  } else {
    const { total, pageSize, nextCursor } = orders.data;
    table = (
      <>
        <OrdersTable
          showPayment
          onOpenOrder={onOpenOrder}
          rows={orders.data.orders.map((order) => ({
            id: order.id,
            customer: order.customer,
            date: order.createdAt,
            amountCents: order.totalCents,
            status: order.status,
            payment: `${PAYMENT_LABELS[order.paymentState]} (${order.paymentProvider})`,
          }))}
        />
        <Pager
          label="Order pages"
          page={pages.page}
          pages={Math.max(1, Math.ceil(total / pageSize))}
          nextCursor={nextCursor}
          onPrevious={pages.previous}
          onNext={pages.next}
          className="mt-3"
        >
          {` · ${total} orders`}
        </Pager>
      </>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <label className="text-sm" htmlFor={`${ids}-status`}>
          Status
          <select
            id={`${ids}-status`}
            className={selectClass}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PrintOrderStatus | '');
              pages.reset();
            }}
          >
            <option value="">All statuses</option>
            {PRINT_ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm" htmlFor={`${ids}-payment`}>
          Payment
          <select
            id={`${ids}-payment`}
            className={selectClass}
            value={payment}
            onChange={(event) => {
              setPayment(event.target.value as PaymentState | '');
              pages.reset();
            }}
          >
            <option value="">All payment states</option>
            {PAYMENT_STATES.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {openOrderId ? <OrderDetail id={openOrderId} onClose={() => onOpenOrder(null)} /> : null}
      {table}
    </div>
  );
}
