import type { Migrations } from '@cardsmith/service-kit';

/**
 * The gateway owns the `gateway` schema but keeps nothing in it yet: it only routes,
 * authenticates and limits. Admin sessions will add the first table here.
 */
export const migrations: Migrations = {};
