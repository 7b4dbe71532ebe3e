import type { Migrations } from '@cardsmith/service-kit';
import * as createAdminSession from './2026_11_24_1600_create_admin_session.js';
import * as createAccount from './2026_11_24_2000_create_account.js';
import * as createAdminTotpStep from './2026_11_28_0300_create_admin_totp_step.js';
import * as createAccountCount from './2026_11_28_1010_create_account_count.js';

export const migrations: Migrations = {
  '2026_11_24_1600_create_admin_session': createAdminSession,
  '2026_11_24_2000_create_account': createAccount,
  '2026_11_28_0300_create_admin_totp_step': createAdminTotpStep,
  '2026_11_28_1010_create_account_count': createAccountCount,
};
