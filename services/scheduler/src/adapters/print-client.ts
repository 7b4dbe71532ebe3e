import {
  ApiRequestError,
  SCHEDULE_MESSAGES as M,
  printScheduledRoutes,
  type PostLeadTimes,
  type ScheduledPrintChange,
  type ScheduledPrintOrder,
  type ScheduledPrintStatus,
} from '@cardsmith/contracts';
import { HttpError, createInternalClient } from '@cardsmith/service-kit';

/** What the scheduler needs from the print service for deliveries by post. */
export interface PrintPort {
  leadTimes(): Promise<PostLeadTimes['businessDays']>;
  createOrder(order: ScheduledPrintOrder): Promise<ScheduledPrintStatus>;
  /** 409 (as an HttpError with the scheduler's sentence) once the order went to the printer. */
  updateOrder(orderId: string, change: ScheduledPrintChange): Promise<ScheduledPrintStatus>;
  cancelOrder(orderId: string): Promise<ScheduledPrintStatus>;
  statuses(orderIds: string[]): Promise<ScheduledPrintStatus[]>;
}

/**
 * Print's answers in the scheduler's words: gone to the printer is a 409 with the sentence the
 * sender reads; anything else (print down, a timeout) a 503 saying to try again.
 */
function translated(error: unknown): Error {
  if (error instanceof ApiRequestError && error.status === 409) {
    return new HttpError(409, 'conflict', M.printSubmitted);
  }
  return new HttpError(503, 'service_unavailable', M.printUnavailable);
}

export function createPrintClient(baseUrl: string, internalSecret: string): PrintPort {
  const call = createInternalClient(baseUrl, internalSecret, { timeoutMs: 10_000 });
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw translated(error);
    }
  };
  return {
    leadTimes: () =>
      guarded(async () => (await call(printScheduledRoutes.leadTimes, {})).businessDays),
    createOrder: (order) =>
      guarded(async () => (await call(printScheduledRoutes.create, { body: order })).order),
    updateOrder: (orderId, change) =>
      guarded(
        async () =>
          (await call(printScheduledRoutes.update, { params: { id: orderId }, body: change }))
            .order,
      ),
    cancelOrder: (orderId) =>
      guarded(
        async () => (await call(printScheduledRoutes.cancel, { params: { id: orderId } })).order,
      ),
    statuses: (orderIds) =>
      guarded(
        async () => (await call(printScheduledRoutes.statuses, { body: { ids: orderIds } })).orders,
      ),
  };
}
