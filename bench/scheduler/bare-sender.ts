/**
 * The scheduler bench's floor, a process of its own as the worker is (run.ts forks it): bare
 * nodemailer sending one pre-rendered card email `count` times, `concurrency` at once, through
 * exactly the transport the worker makes. It says `ready` once loaded and rendered, sends on
 * `go`, and answers with the seconds the sends took.
 */
import { EmailRenderer } from '@cardsmith/emails';
import nodemailer from 'nodemailer';
import {
  smtpTransportOptions,
  type SmtpPool,
} from '../../services/scheduler/src/channels/email.js';

export interface BareSenderTask {
  count: number;
  concurrency: number;
  smtpUrl: string;
  pool: SmtpPool;
  publicOrigin: string;
}

export type BareSenderMessage = { ready: true } | { seconds: number };

const task = JSON.parse(process.argv[2]!) as BareSenderTask;
const { publicOrigin } = task;
const email = await new EmailRenderer().render('card-delivery', {
  cardTitle: 'Happy birthday',
  imageUrl: `${publicOrigin}/api/cards/bench-card/preview.png?width=1000`,
  recipientName: 'Recipient',
  personalMessage: 'Many happy returns!',
  cardUrl: `${publicOrigin}/cards/bench-card?delivery=token`,
});
const transport = nodemailer.createTransport(smtpTransportOptions(task.smtpUrl, task.pool));
const send = (message: BareSenderMessage) => process.send!(message);

process.once('message', async () => {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: task.concurrency }, async () => {
      while (next < task.count) {
        const i = next++;
        await transport.sendMail({
          from: 'Cardsmith <cards@cardsmith.local>',
          to: `recipient-${i}@bench.example`,
          subject: email.subject,
          html: email.html,
          text: email.text,
          messageId: `<bare-${i}@cardsmith>`,
        });
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  transport.close();
  send({ seconds });
  process.disconnect();
});
send({ ready: true });
