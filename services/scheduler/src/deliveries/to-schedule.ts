import type { Schedule } from '@cardsmith/contracts';
import type { DeliveryRow } from '../db/database.js';

export function toSchedule(row: DeliveryRow): Schedule {
  return {
    id: row.id,
    cardId: row.card_id,
    title: row.card_title,
    status: row.status,
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
    sentAt: row.sent_at?.toISOString() ?? null,
    openedAt: row.opened_at?.toISOString() ?? null,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
  };
}
