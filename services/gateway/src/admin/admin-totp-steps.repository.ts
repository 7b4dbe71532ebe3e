import type { Kysely } from 'kysely';
import type { GatewayDb } from '../db/database.js';
import type { AcceptedCode } from './admin-second-factor.js';

/** The last TOTP step each second-factor secret signed in with. */
export class AdminTotpStepsRepository {
  constructor(private readonly db: Kysely<GatewayDb>) {}

  /**
   * Records the code's step as used and says whether it was still unused: later than every step
   * signed in with before. One conditional upsert, so two replicas given the same code at the
   * same moment let only one of them in.
   */
  async use({ secretId, step }: AcceptedCode): Promise<boolean> {
    const row = await this.db
      .insertInto('admin_totp_step')
      .values({ secret_id: secretId, last_step: step })
      .onConflict((oc) =>
        oc
          .column('secret_id')
          .doUpdateSet({ last_step: step })
          .where('admin_totp_step.last_step', '<', step),
      )
      .returning('secret_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
