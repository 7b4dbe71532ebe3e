/**
 * The sizes `npm run seed:scale` writes and `bench/scale` reads, and the database each goes to.
 * Every count follows the number of cards in the proportions (issue 37 item 3: 1,000,000
 * cards, 200,000 visitors, 100,000 deliveries, 50,000 print orders, 10,000 group signatures), so
 * `--cards 10000` is the same platform a hundred times smaller.
 */
export interface ScaleSize {
  cards: number;
  visitors: number;
  deliveries: number;
  orders: number;
  signatures: number;
}

export const FULL_CARDS = 1_000_000;
export const SMALL_CARDS = 10_000;
/** No seed beyond this: the machine is shared, and the issue asks for a million. */
export const MAX_CARDS = 2_000_000;

export function sizeFor(cards: number, overrides: Partial<ScaleSize> = {}): ScaleSize {
  if (!Number.isInteger(cards) || cards < 1000 || cards > MAX_CARDS) {
    throw new Error(`--cards must be a whole number from 1000 to ${MAX_CARDS}.`);
  }
  const size = {
    cards,
    visitors: Math.round(cards / 5),
    deliveries: Math.round(cards / 10),
    orders: Math.round(cards / 20),
    signatures: Math.round(cards / 100),
    ...overrides,
  };
  for (const [name, value] of Object.entries(size)) {
    if (!Number.isInteger(value) || value < 1 || value > cards) {
      throw new Error(`--${name} must be a whole number from 1 to the number of cards.`);
    }
  }
  return size;
}

export const SERVER_URL = process.env.SCALE_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

/** `cardsmith_scale` for the full size, `cardsmith_scale_<cards>` for any other. */
export function databaseFor(cards: number): string {
  return cards === FULL_CARDS ? 'cardsmith_scale' : `cardsmith_scale_${cards}`;
}

export const databaseUrl = (database: string) => `${SERVER_URL}/${database}`;

/** Every schema the seed writes, each migrated by its own service's migrations. */
export const SCHEMAS = ['cards', 'media', 'scheduler', 'print', 'collab', 'gateway'] as const;

/** Where the seed records what it wrote: re-running with the same size is a no-op. */
export const MARKER_TABLE = 'public.scale_seed';
