import type { Migrations } from '@cardsmith/service-kit';
import * as createDelivery from './2026_11_24_1500_create_delivery.js';
import * as createUnsubscribedAddress from './2026_11_24_1600_create_unsubscribed_address.js';
import * as createDeliveryTask from './2026_11_24_2100_create_delivery_task.js';
import * as addDeliveryShareId from './2026_11_24_2200_add_delivery_share_id.js';
import * as addDeliveryPrintOrderId from './2026_11_24_2330_add_delivery_print_order_id.js';
import * as addDeliveryPrintSubmitAfter from './2026_11_28_0330_add_delivery_print_submit_after.js';
import * as outboxMessageKeyset from './2026_11_28_0800_outbox_message_keyset.js';
import * as createOutbox from './2026_11_28_0900_create_outbox.js';

export const migrations: Migrations = {
  '2026_11_24_1500_create_delivery': createDelivery,
  '2026_11_24_1600_create_unsubscribed_address': createUnsubscribedAddress,
  '2026_11_24_2100_create_delivery_task': createDeliveryTask,
  '2026_11_24_2200_add_delivery_share_id': addDeliveryShareId,
  '2026_11_24_2330_add_delivery_print_order_id': addDeliveryPrintOrderId,
  '2026_11_28_0330_add_delivery_print_submit_after': addDeliveryPrintSubmitAfter,
  '2026_11_28_0800_outbox_message_keyset': outboxMessageKeyset,
  '2026_11_28_0900_create_outbox': createOutbox,
};
