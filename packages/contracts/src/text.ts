import { z } from 'zod';

export const NUL_MESSAGE = 'Text cannot contain NUL characters.';

/**
 * The one way a contract declares text a client sends (bodies, params, queries, socket
 * messages): Postgres text cannot hold NUL and no person types one, so it is refused here once
 * instead of reaching a database as a 500. Responses keep plain `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), NUL_MESSAGE);
