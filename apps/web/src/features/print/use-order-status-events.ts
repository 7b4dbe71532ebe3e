import { PrintOrderStatusEventSchema, type PrintOrderStatus } from '@cardsmith/contracts';
import { useEffect, useRef } from 'react';
import { isSettled } from './order-status.js';

/** The owner's stream of an order's status (print's `…/events`, through the gateway). */
export const orderEventsPath = (orderId: string) =>
  `/api/print/orders/${encodeURIComponent(orderId)}/events`;

/**
 * Follows an order's status by server-sent events while it can still move (a payment, the
 * printer, the carrier move it on), and calls `onMoved` when the status differs from the one
 * shown, so the page reloads the order once per move instead of asking every few seconds. After
 * the stream was lost it calls `onMoved` again when it is back (the browser reconnects by
 * itself), since what happened meanwhile was not heard. Nothing is followed for a settled order.
 * `url` is the stream: the owner's by default, the admin console's for the console.
 */
export function useOrderStatusEvents(
  orderId: string,
  shown: PrintOrderStatus | undefined,
  onMoved: () => void,
  url: string = orderEventsPath(orderId),
): void {
  const latest = useRef({ shown, onMoved });
  latest.current = { shown, onMoved };
  const following = shown !== undefined && !isSettled(shown);
  useEffect(() => {
    if (!following) return;
    const source = new EventSource(url, { withCredentials: true });
    let lost = false;
    source.onerror = () => {
      lost = true;
    };
    source.onopen = () => {
      if (!lost) return;
      lost = false;
      latest.current.onMoved();
    };
    source.onmessage = (event: MessageEvent<string>) => {
      const change = PrintOrderStatusEventSchema.parse(JSON.parse(event.data));
      if (isSettled(change.status)) source.close();
      if (change.status !== latest.current.shown) latest.current.onMoved();
    };
    return () => source.close();
  }, [url, following]);
}
