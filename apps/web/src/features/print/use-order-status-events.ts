import { PrintOrderStatusEventSchema, type PrintOrderStatus } from '@cardsmith/contracts';
import { useEffect, useRef } from 'react';
import { isSettled } from './order-status.js';

/**
 * Follows an order's status by the print service's server-sent events while it can still move
 * (a payment, the printer, the carrier move it on), and calls `onMoved` when the status differs
 * from the one shown, so the page reloads the order once per move instead of asking every few
 * seconds. Nothing is followed for a settled order.
 */
export function useOrderStatusEvents(
  orderId: string,
  shown: PrintOrderStatus | undefined,
  onMoved: () => void,
): void {
  const latest = useRef({ shown, onMoved });
  latest.current = { shown, onMoved };
  const following = shown !== undefined && !isSettled(shown);
  useEffect(() => {
    if (!following) return;
    const source = new EventSource(`/api/print/orders/${encodeURIComponent(orderId)}/events`, {
      withCredentials: true,
    });
    source.onmessage = (event: MessageEvent<string>) => {
      const change = PrintOrderStatusEventSchema.parse(JSON.parse(event.data));
      if (isSettled(change.status)) source.close();
      if (change.status !== latest.current.shown) latest.current.onMoved();
    };
    return () => source.close();
  }, [orderId, following]);
}
