import type { Migrations } from '@cardsmith/service-kit';
import * as createGeneration from './2026_11_21_0900_create_generation.js';

export const migrations: Migrations = {
  '2026_11_21_0900_create_generation': createGeneration,
};
