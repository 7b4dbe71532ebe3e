import { startPlatform } from '../scripts/test-platform.js';
import { E2E_VENDOR_CALLBACK_SECRET } from './print-vendor.js';

/** Starts the built platform on ports +10000 against a throwaway database; stops it after. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const platform = await startPlatform({
    portOffset: Number(process.env.E2E_PORT_OFFSET ?? 10_000),
    // The print flow signs a vendor callback with it (e2e/print.spec.ts).
    env: { VENDOR_CALLBACK_SECRET: E2E_VENDOR_CALLBACK_SECRET },
  });
  // Tests that check what a worker wrote (a delivery's token) read the run's database.
  process.env.E2E_DATABASE_URL = platform.databaseUrl;
  return platform.stop;
}
