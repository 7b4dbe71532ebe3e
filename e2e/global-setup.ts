import { startPlatform } from '../scripts/test-platform.js';
import { startContractProxy } from './api-contract.js';
import { E2E_VENDOR_CALLBACK_SECRET } from './print-vendor.js';

/**
 * Starts the built platform on ports +10000 against a throwaway database, and a Prism proxy in
 * front of its gateway that the tests' API calls go through (e2e/fixtures.ts; E2E_PRISM=0 turns
 * it off); stops both after.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 10_000);
  const platform = await startPlatform({
    portOffset,
    // The print flow signs a vendor callback with it (e2e/print.spec.ts).
    env: { VENDOR_CALLBACK_SECRET: E2E_VENDOR_CALLBACK_SECRET },
  });
  // Tests that check what a worker wrote (a delivery's token) read the run's database.
  process.env.E2E_DATABASE_URL = platform.databaseUrl;
  if (process.env.E2E_PRISM === '0') return platform.stop;
  const prism = await startContractProxy(platform.baseUrl, 4010 + portOffset);
  process.env.E2E_PRISM_URL = prism.url;
  return async () => {
    await prism.stop();
    await platform.stop();
  };
}
