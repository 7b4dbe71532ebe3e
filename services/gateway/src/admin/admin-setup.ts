import type { Logger } from '@cardsmith/service-kit';
import type { GatewayConfig } from '../config.js';
import {
  generateAdminPassword,
  passwordFromHash,
  passwordFromPlain,
  type AdminPassword,
} from './admin-password.js';

export const ADMIN_PASSWORD_REQUIRED =
  'ADMIN_PASSWORD or ADMIN_PASSWORD_HASH must be set in production: the admin area has no other password.';

/**
 * The admin password from the configuration. Outside production an unset one is generated for
 * this run and printed once, so a developer can sign in and nothing opens by itself.
 */
export async function resolveAdminPassword(
  config: Pick<GatewayConfig, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH' | 'NODE_ENV'>,
  logger: Logger,
): Promise<AdminPassword> {
  if (config.ADMIN_PASSWORD_HASH) return passwordFromHash(config.ADMIN_PASSWORD_HASH);
  if (config.ADMIN_PASSWORD) return passwordFromPlain(config.ADMIN_PASSWORD);
  if (config.NODE_ENV === 'production') throw new Error(ADMIN_PASSWORD_REQUIRED);
  const generated = generateAdminPassword();
  logger.warn(`No ADMIN_PASSWORD is set: the admin password for this run is ${generated}`);
  return passwordFromPlain(generated);
}
