import type { Migrations } from '@cardsmith/service-kit';
import * as createGeneration from './2026_11_21_0900_create_generation.js';
import * as generationScheduleTips from './2026_11_28_0700_generation_schedule_tips.js';

export const migrations: Migrations = {
  '2026_11_21_0900_create_generation': createGeneration,
  '2026_11_28_0700_generation_schedule_tips': generationScheduleTips,
};
