import type { Migrations } from '@cardsmith/service-kit';
import * as createPrintOrder from './2026_11_24_1500_create_print_order.js';

export const migrations: Migrations = {
  '2026_11_24_1500_create_print_order': createPrintOrder,
};
