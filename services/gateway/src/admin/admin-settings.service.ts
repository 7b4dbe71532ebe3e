import type { AdminSettingsSchema } from '@cardsmith/contracts';
import type { z } from 'zod';
import { serviceSettingsRoutes, type AdminUpstreams } from '../adapters/admin-upstreams.js';

/** The services with third-party adapters, in the order the console lists them. */
const SERVICES_WITH_PROVIDERS = ['ai', 'media', 'scheduler', 'print'] as const;

/** Each service's own report of its adapters; one that does not answer is named, not guessed. */
export class AdminSettingsService {
  constructor(private readonly upstreams: AdminUpstreams) {}

  async settings(): Promise<z.output<typeof AdminSettingsSchema>> {
    const answers = await Promise.allSettled(
      SERVICES_WITH_PROVIDERS.map((service) =>
        this.upstreams[service](serviceSettingsRoutes.settings, {}),
      ),
    );
    return {
      services: answers.map((answer, index) => {
        const service = SERVICES_WITH_PROVIDERS[index]!;
        return answer.status === 'fulfilled'
          ? { service, settings: answer.value, error: null }
          : {
              service,
              settings: null,
              error: `The ${service} service did not answer, so its providers are not shown.`,
            };
      }),
    };
  }
}
