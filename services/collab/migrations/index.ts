import type { Migrations } from '@cardsmith/service-kit';
import * as createSession from './2026_11_21_1000_create_session.js';

export const migrations: Migrations = {
  '2026_11_21_1000_create_session': createSession,
};
