import { describe, expect, it } from 'vitest';
import { outboxEmailSender } from './email.js';
import type { OutboxRepository } from './outbox.repository.js';

describe('the outbox email sender', () => {
  it('keeps a subject on one line, whatever a title stored earlier held', async () => {
    const kept: { subject: string }[] = [];
    const outbox = {
      keep: async (row: { subject: string }) => {
        kept.push(row);
        return 'message-1';
      },
    } as unknown as OutboxRepository;
    await outboxEmailSender(outbox).send({
      to: 'ada@example.com',
      subject: 'Ada, a card is waiting for you: Hi\r\nBcc: everyone@example.com',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    expect(kept[0]!.subject).toBe('Ada, a card is waiting for you: Hi Bcc: everyone@example.com');
  });
});
