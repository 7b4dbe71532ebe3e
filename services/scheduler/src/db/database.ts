import type {
  DeliveryTaskKind,
  DeliveryTaskStatus,
  DeliveryMethod,
  DeliveryStatus,
  RecipientInfo,
  ZonedTimeAdjustment,
} from '@cardsmith/contracts';
import type { OutboxDb } from '@cardsmith/service-kit';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface DeliveryTable {
  id: string;
  owner_visitor_id: string;
  card_id: string;
  card_title: string;
  method: DeliveryMethod;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  /** Recipient-local date (`YYYY-MM-DD`), time (`HH:MM`) and IANA zone, as asked. */
  delivery_date: string;
  delivery_time: string;
  timezone: string;
  /** The UTC instant computed from them. */
  deliver_at: Date;
  time_adjustment: ZonedTimeAdjustment;
  recipient: ColumnType<RecipientInfo, string, string>;
  personal_message: string;
  occasion: string | null;
  recurring: boolean;
  sender_email: string | null;
  /** The sender's IANA zone: reminders go at `reminder_time` there. */
  sender_timezone: string;
  reminder_enabled: boolean;
  reminder_days: ColumnType<number[], string, string>;
  reminder_time: string;
  /** Carried by every link the recipient receives; the page reports it when the card is viewed. */
  token: string;
  attempts: ColumnType<number, number | undefined, number>;
  claimed_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  opened_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** A social share the cards service handed over: delivering it publishes the share there. */
  share_id: ColumnType<string | null, string | null | undefined, never>;
  /** A delivery by post: its print order in the print service, whose progress it follows. */
  print_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A delivery by post: when its order goes to the printer (the order is made after commit). */
  print_submit_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The delivery a recurring one was created from (last year's). */
  previous_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: Timestamp;
}

/** A reminder to the sender or the resend of an unopened email; claimed once like a delivery. */
export interface DeliveryTaskTable {
  id: string;
  delivery_id: string;
  kind: DeliveryTaskKind;
  /** Reminders: days before the delivery; null for the resend. */
  days_before: number | null;
  due_at: Date;
  status: ColumnType<DeliveryTaskStatus, DeliveryTaskStatus | undefined, DeliveryTaskStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  claimed_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Emails and SMS the offline channels keep instead of sending (visible to the admin). */
export interface OutboxMessageTable {
  id: string;
  channel: 'email' | 'sms';
  /** The delivery it carries; null for a send-now email from another service. */
  delivery_id: string | null;
  recipient: string;
  subject: string | null;
  html: string | null;
  text: string;
  /** Kept once per key (the delivery's or the task's message on a channel); null for send-now. */
  message_key: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Email addresses whose owner asked for no more cards (List-Unsubscribe). */
export interface UnsubscribedAddressTable {
  /** Lower-cased. */
  address: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `scheduler` schema. */
export interface SchedulerDb extends OutboxDb {
  delivery: DeliveryTable;
  delivery_task: DeliveryTaskTable;
  outbox_message: OutboxMessageTable;
  unsubscribed_address: UnsubscribedAddressTable;
}

export type DeliveryRow = Selectable<DeliveryTable>;
export type NewDeliveryRow = Insertable<DeliveryTable>;
export type DeliveryUpdate = Updateable<DeliveryTable>;
export type DeliveryTaskRow = Selectable<DeliveryTaskTable>;
export type NewDeliveryTaskRow = Insertable<DeliveryTaskTable>;
export type OutboxMessageRow = Selectable<OutboxMessageTable>;
