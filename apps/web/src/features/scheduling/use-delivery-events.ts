import { DeliveryChangeEventSchema } from '@cardsmith/contracts';
import { useEffect, useRef } from 'react';

/**
 * Follows the visitor's deliveries by the scheduler's server-sent events while `following`
 * (the list has a delivery that can still move), and calls `onChange` for each change of one of
 * them (sent, opened, failed, …), so the list reloads once per change instead of never.
 */
export function useDeliveryEvents(following: boolean, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!following) return;
    const source = new EventSource('/api/schedules/events', { withCredentials: true });
    source.onmessage = (event: MessageEvent<string>) => {
      const change = DeliveryChangeEventSchema.parse(JSON.parse(event.data));
      if (change.deliveryId !== null) latest.current();
    };
    return () => source.close();
  }, [following]);
}
