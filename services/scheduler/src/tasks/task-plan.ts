import { randomUUID } from 'node:crypto';
import { localDateTime, subtractDays, zonedInstant } from '@cardsmith/contracts/zoned-time';
import type { DeliveryRow, NewDeliveryTaskRow } from '../db/database.js';

export interface ReminderSettingsOfDelivery {
  /** The delivery's UTC instant. */
  deliverAt: Date;
  senderEmail: string | null;
  senderTimezone: string;
  enabled: boolean;
  reminderDays: readonly number[];
  /** `HH:MM` on the sender's clock. */
  reminderTime: string;
}

export interface PlannedReminder {
  daysBefore: number;
  dueAt: Date;
}

/**
 * When each reminder goes to the sender: `reminderTime` on the sender's clock, on the day that is
 * `daysBefore` days before the delivery's date as the sender's calendar shows it. None without
 * an email to send them to, none already past, none at or after the delivery itself.
 */
export function planReminders(settings: ReminderSettingsOfDelivery, now: Date): PlannedReminder[] {
  if (!settings.enabled || !settings.senderEmail) return [];
  const deliveryDay = localDateTime(settings.deliverAt, settings.senderTimezone).date;
  const planned: PlannedReminder[] = [];
  for (const daysBefore of new Set(settings.reminderDays)) {
    const at = zonedInstant(
      subtractDays(deliveryDay, daysBefore),
      settings.reminderTime,
      settings.senderTimezone,
    );
    if (!at) continue;
    const due = at.instant.getTime();
    if (due > now.getTime() && due < settings.deliverAt.getTime()) {
      planned.push({ daysBefore, dueAt: at.instant });
    }
  }
  return planned.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** The reminder rows of a delivery as it stands now (see {@link planReminders}). */
export function reminderTasks(
  delivery: Pick<
    DeliveryRow,
    | 'id'
    | 'deliver_at'
    | 'sender_email'
    | 'sender_timezone'
    | 'reminder_enabled'
    | 'reminder_days'
    | 'reminder_time'
  >,
  now: Date,
  newId: () => string = randomUUID,
): NewDeliveryTaskRow[] {
  const planned = planReminders(
    {
      deliverAt: delivery.deliver_at,
      senderEmail: delivery.sender_email,
      senderTimezone: delivery.sender_timezone,
      enabled: delivery.reminder_enabled,
      reminderDays: delivery.reminder_days,
      reminderTime: delivery.reminder_time,
    },
    now,
  );
  return planned.map((reminder) => ({
    id: newId(),
    delivery_id: delivery.id,
    kind: 'reminder' as const,
    days_before: reminder.daysBefore,
    due_at: reminder.dueAt,
  }));
}
