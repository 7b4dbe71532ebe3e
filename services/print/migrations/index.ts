import type { Migrations } from '@cardsmith/service-kit';
import * as createPrintOrder from './2026_11_24_1500_create_print_order.js';
import * as createPrintEmail from './2026_11_24_2030_create_print_email.js';
import * as addPrintOrderSchedule from './2026_11_24_2330_add_print_order_schedule.js';
import * as createOutbox from './2026_11_28_0330_create_outbox.js';
import * as adminOrderKeyset from './2026_11_28_0800_admin_order_keyset.js';
import * as orderActivityIndex from './2026_11_28_0810_order_activity_index.js';
import * as createOrderTotals from './2026_11_28_1000_create_order_totals.js';

export const migrations: Migrations = {
  '2026_11_24_1500_create_print_order': createPrintOrder,
  '2026_11_24_2030_create_print_email': createPrintEmail,
  '2026_11_24_2330_add_print_order_schedule': addPrintOrderSchedule,
  '2026_11_28_0330_create_outbox': createOutbox,
  '2026_11_28_0800_admin_order_keyset': adminOrderKeyset,
  '2026_11_28_0810_order_activity_index': orderActivityIndex,
  '2026_11_28_1000_create_order_totals': createOrderTotals,
};
