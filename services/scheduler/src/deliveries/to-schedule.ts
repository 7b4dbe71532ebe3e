import type { Schedule } from '@cardsmith/contracts';
import type { DeliveryRow, DeliveryTaskRow } from '../db/database.js';
import type { PrintOrders } from './post-deliveries.js';
import { physicalStatus } from './post-order.js';

/**
 * A delivery as its sender sees it, with its reminders and resend (`tasks`, in time order). A
 * delivery by post follows its print order (`orders`) until it is cancelled here.
 */
export function toSchedule(
  row: DeliveryRow,
  tasks: DeliveryTaskRow[],
  orders: PrintOrders = new Map(),
): Schedule {
  const order = row.print_order_id ? orders?.get(row.print_order_id) : undefined;
  return {
    id: row.id,
    cardId: row.card_id,
    title: row.card_title,
    status: order && row.status !== 'cancelled' ? physicalStatus(order.status) : row.status,
    deliveryMethod: row.method,
    deliveryDate: row.delivery_date,
    deliveryTime: row.delivery_time,
    timezone: row.timezone,
    deliverAt: row.deliver_at.toISOString(),
    timeAdjustment: row.time_adjustment,
    recipient: row.recipient.name,
    recipientInfo: row.recipient,
    reminderSettings: {
      enabled: row.reminder_enabled,
      reminderDays: row.reminder_days as Schedule['reminderSettings']['reminderDays'],
      reminderTime: row.reminder_time,
    },
    personalMessage: row.personal_message,
    occasion: row.occasion as Schedule['occasion'],
    recurring: row.recurring,
    senderEmail: row.sender_email,
    senderTimezone: row.sender_timezone,
    tasks: tasks
      .filter((task) => task.delivery_id === row.id)
      .map((task) => ({
        kind: task.kind,
        daysBefore: task.days_before,
        dueAt: task.due_at.toISOString(),
        status: task.status,
        sentAt: task.sent_at?.toISOString() ?? null,
      })),
    sentAt: row.sent_at?.toISOString() ?? null,
    openedAt: row.opened_at?.toISOString() ?? null,
    failureReason: order?.failureReason ?? row.failure_reason,
    createdAt: row.created_at.toISOString(),
    printOrder: row.print_order_id
      ? {
          id: row.print_order_id,
          status: order?.status ?? null,
          submitAfter: order?.submitAfter ?? null,
        }
      : null,
  };
}
