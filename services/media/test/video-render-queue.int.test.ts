import { randomBytes } from 'node:crypto';
import { visitorHeaders } from '@cardsmith/service-kit';
import { multipartBody, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_QUOTA_MESSAGES, VIDEO_RENDER_CAPS } from '../src/video/jobs/render-quota.js';
import { ownerClaim } from './card-claim.js';
import { createMediaTestApp } from './media-test-app.js';

/**
 * Issue 32, defect 4: 100 renders were accepted in 8 s from 5 addresses, and a visitor's first
 * video waited behind all of them. Nothing renders here: what is queued, with which priority,
 * and what each job says about its place is checked.
 */
let t: Awaited<ReturnType<typeof createMediaTestApp>>;
const priorities = new Map<string, number>();

beforeAll(async () => {
  t = await createMediaTestApp({
    video: {
      queue: { enqueue: async (jobId, priority) => void priorities.set(jobId, priority) },
    },
  });
});
afterAll(async () => {
  await t.close();
});

/** An address of its own (no other test file ends its addresses in .9). */
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.9`;

function visitorAt(ip: string) {
  const id = `queue-${randomBytes(6).toString('hex')}`;
  const cardId = `Card${randomBytes(9).toString('hex')}`;
  const headers = { ...visitorHeaders(TEST_INTERNAL_SECRET, id), 'x-forwarded-for': ip };
  const claim = ownerClaim(id, cardId);
  return {
    create: () => {
      const { payload, headers: form } = multipartBody(
        Object.entries({ cardId, type: 'template', templateId: 'congratulations' }).map(
          ([name, data]) => ({ name, data }),
        ),
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/video/create-card',
        payload,
        remoteAddress: '10.255.255.1',
        headers: { ...form, ...headers, ...claim },
      });
    },
    job: async (jobId: string) =>
      (await t.app.inject({ url: `/api/video/jobs/${jobId}`, headers })).json(),
  };
}

describe('the video render queue', () => {
  it('accepts 3 unfinished renders per visitor, even sent all at once, then 429 with a sentence', async () => {
    const flooder = visitorAt(newIp());
    const answers = await Promise.all(Array.from({ length: 8 }, () => flooder.create()));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: RENDER_QUOTA_MESSAGES.visitor(VIDEO_RENDER_CAPS.perVisitor),
    });
    const jobIds = answers.filter((a) => a.statusCode === 202).map((a) => a.json().jobId);
    expect(jobIds.map((id) => priorities.get(id)).sort()).toEqual([1, 2, 3]);
  });

  it('accepts 10 per address whatever cookies it uses, and queues a new address first', async () => {
    const ip = newIp();
    const cookies = Array.from({ length: VIDEO_RENDER_CAPS.perAddress + 1 }, () => visitorAt(ip));
    const accepted: string[] = [];
    for (const cookie of cookies.slice(0, -1)) {
      const answer = await cookie.create();
      expect(answer.statusCode).toBe(202);
      accepted.push(answer.json().jobId);
    }
    const refused = await cookies.at(-1)!.create();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      RENDER_QUOTA_MESSAGES.address(VIDEO_RENDER_CAPS.perAddress),
    );
    // Fresh cookies do not reset the backlog: each waits behind its address's earlier renders.
    expect(accepted.map((id) => priorities.get(id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const newcomer = visitorAt(newIp());
    const first = await newcomer.create();
    expect(first.statusCode).toBe(202);
    expect(priorities.get(first.json().jobId)).toBe(1);

    // Its place in the queue is what the queue will do: ahead of the address's later renders.
    const mine = await newcomer.job(first.json().jobId);
    const theirLast = await cookies.at(-2)!.job(accepted.at(-1)!);
    expect(mine).toMatchObject({ status: 'queued', progress: 0 });
    expect(mine.label).toBe(
      mine.queuePosition === 1
        ? 'Waiting to start: yours is next'
        : `Waiting to start: ${mine.queuePosition - 1} video${mine.queuePosition === 2 ? '' : 's'} ahead of yours`,
    );
    expect(mine.queuePosition).toBeLessThan(theirLast.queuePosition);
  });
});
