import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium through the gateway of a platform that
 * e2e/global-setup.ts starts on its own ports against a throwaway database.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Generous on purpose: a real Chromium drives the whole platform on two cores shared with other
  // work, where a step can take many times its quiet-machine time. The limits only catch a hang;
  // the tests wait for what they expect to see, never for a fixed time.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL:
      process.env.E2E_BASE_URL ??
      `http://127.0.0.1:${8080 + Number(process.env.E2E_PORT_OFFSET ?? 10_000)}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
