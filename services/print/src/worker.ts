import { PrintSubmitQueue } from '@cardsmith/contracts';
import { runWorker } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { PrintWorkerEnvSchema } from './config.js';
import type { PrintDb } from './db/database.js';
import { buildSubmission } from './submission/build-submission.js';

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
  // Every paid order and every unsent email should have a job: one lost with Redis, never
  // enqueued, or failed after its last retry (the scheduler was down) is put back.
  findDue: async ({ config, db, logger }) => {
    const { orders, emails } = buildSubmission({ config, db, logger });
    const paid = await orders.listPaidIds();
    const unsent = await emails.listUnsent();
    return [
      ...paid.map(({ id }) => ({ id, job: { name: 'submit' as const, data: { orderId: id } } })),
      ...unsent.map(({ id }) => ({ id, job: { name: 'email' as const, data: { emailId: id } } })),
    ];
  },
});
