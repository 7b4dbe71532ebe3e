import { PrintSubmitQueue } from '@cardsmith/contracts';
import { runWorker } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { PrintWorkerEnvSchema } from './config.js';
import type { PrintDb } from './db/database.js';
import { buildSubmission } from './submission/build-submission.js';
import { findDueJobs } from './submission/due-jobs.js';

await runWorker<typeof PrintWorkerEnvSchema, PrintDb, typeof PrintSubmitQueue>({
  name: 'print-worker',
  schema: 'print',
  configSchema: PrintWorkerEnvSchema,
  migrations,
  queue: PrintSubmitQueue,
  defaultMetricsPort: 9105,
  handlers: ({ config, db, logger }) => {
    const { submission, emailSender } = buildSubmission({ config, db, logger });
    return {
      submit: async (data) => {
        await submission.submit(data.orderId);
      },
      email: async (data) => {
        await emailSender.send(data.emailId);
      },
    };
  },
  findDue: async ({ config, db, logger }) => {
    const { orders, emails } = buildSubmission({ config, db, logger });
    return findDueJobs(orders, emails);
  },
});
