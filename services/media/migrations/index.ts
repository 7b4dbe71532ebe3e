import type { Migrations } from '@cardsmith/service-kit';
import * as createBlob from './2026_11_21_0900_create_blob.js';

export const migrations: Migrations = {
  '2026_11_21_0900_create_blob': createBlob,
};
