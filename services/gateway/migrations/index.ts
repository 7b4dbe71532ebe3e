import type { Migrations } from '@cardsmith/service-kit';
import * as createAdminSession from './2026_11_24_1600_create_admin_session.js';

export const migrations: Migrations = {
  '2026_11_24_1600_create_admin_session': createAdminSession,
};
