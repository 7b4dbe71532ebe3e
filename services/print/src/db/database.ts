import type { OutboxTable } from '@cardsmith/service-kit';
import type {
  CardArt,
  CardRenderData,
  PrintOrderStatus,
  PrintPaperTypeId,
  PrintSizeId,
  ShippingDetails,
} from '@cardsmith/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** The card as it was ordered: what was paid for is what is printed, whatever edits follow. */
export interface PrintCardSnapshot {
  card: CardRenderData;
  art: CardArt;
}

export type PrintVendorKind = 'http' | 'outbox';
export type PrintFileKind = 'print' | 'proof';

export interface PrintOrderTable {
  id: string;
  owner_visitor_id: string;
  card_id: string;
  card_snapshot: Json<PrintCardSnapshot>;
  status: PrintOrderStatus;
  quantity: number;
  paper_type: PrintPaperTypeId;
  size: PrintSizeId;
  include_envelopes: boolean;
  shipping_details: Json<ShippingDetails>;
  card_price: number;
  envelope_price: number;
  shipping: number;
  tax: number;
  total: number;
  payment_provider: 'stripe' | 'offline';
  payment_intent_id: ColumnType<string | null, string | null | undefined, string | null>;
  payment_client_secret: ColumnType<string | null, string | null | undefined, string | null>;
  vendor: ColumnType<
    PrintVendorKind | null,
    PrintVendorKind | null | undefined,
    PrintVendorKind | null
  >;
  vendor_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_number: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_url: ColumnType<string | null, string | null | undefined, string | null>;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The scheduler's delivery by post this order prints (one order per delivery). */
  delivery_id: ColumnType<string | null, string | null | undefined, never>;
  /** Not handed to the vendor before this instant, so the card arrives on its date, not early. */
  submit_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PrintOrderEventTable {
  id: Generated<string>;
  order_id: string;
  status: PrintOrderStatus;
  note: string | null;
  at: ColumnType<Date, Date | undefined, never>;
}

export interface PrintFileTable {
  order_id: string;
  kind: PrintFileKind;
  content: Buffer;
  bytes: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type PrintEmailKind = 'paid' | 'shipped';

/**
 * The emails the worker used to send itself through the scheduler's HTTP route, before print's
 * outbox. Only rows still unsent are read, once, to hand them to the outbox.
 */
export interface LegacyPrintEmailTable {
  id: string;
  order_id: string;
  kind: PrintEmailKind;
  sent_at: Date | null;
  channel: string | null;
}

export interface ProcessedEventTable {
  source: 'stripe' | 'vendor';
  event_id: string;
  at: ColumnType<Date, Date | undefined, never>;
}

/** Each order the revenue counts (ever paid, not refunded) and the cents it counts for. */
export interface PrintOrderRevenueTable {
  order_id: string;
  cents: number;
}

/**
 * The one row of figures kept as orders are written (migration create_order_totals): how many
 * orders, and the sum of print_order_revenue. bigint: Postgres hands them over as text.
 */
export interface PrintOrderTotalsTable {
  id: number;
  orders: ColumnType<string, number, never>;
  revenue_cents: ColumnType<string, number, never>;
}

/** Tables of the `print` schema. */
export interface PrintDb {
  print_order: PrintOrderTable;
  print_order_event: PrintOrderEventTable;
  print_order_revenue: PrintOrderRevenueTable;
  print_order_totals: PrintOrderTotalsTable;
  print_file: PrintFileTable;
  processed_event: ProcessedEventTable;
  outbox: OutboxTable;
  print_email: LegacyPrintEmailTable;
}

export type PrintOrderRow = Selectable<PrintOrderTable>;
export type PrintOrderEventRow = Selectable<PrintOrderEventTable>;
