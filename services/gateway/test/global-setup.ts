import { deadUrl, migratedInfraSetup } from '@cardsmith/testing';
import { migrations } from '../migrations/index.js';
import { CARDS_PUBLIC_ORIGIN } from './support.js';

// The proxy and recipient-page tests talk to the real cards service, run as its own process.
export default migratedInfraSetup(
  [{ schema: 'gateway', migrations }],
  [{ name: 'cards', env: { PUBLIC_ORIGIN: CARDS_PUBLIC_ORIGIN, MEDIA_URL: await deadUrl() } }],
);
