import { randomUUID } from 'node:crypto';
import {
  GROUP_LIMITS,
  GROUP_MESSAGES,
  GroupDeliveriesQueue,
  type GroupDeliveryEvent,
  type GroupOverview,
  type ScheduledInvites,
  type SignatureRenderData,
} from '@cardsmith/contracts';
import { createProducer, internalHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { LINK_PREVIEW_SPREAD_BOXES, renderSignaturePageSvg } from '@cardsmith/card-render';
import { svgToPng } from '@cardsmith/card-render/node';
import { sql } from 'kysely';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { heldMediaNow } from './held-media.js';
import { isPng, newVisitor, PUBLIC_ORIGIN, startApp, type TestApp } from './support.js';

/** The test's clock: group signing closes by it, so the test moves it to the delivery instant. */
let clock = new Date('2026-12-20T09:00:00Z');
let t: TestApp;
const ctx = createTestServiceContext<any>(inject('infra'), 'cards');

beforeAll(async () => {
  t = await startApp({ now: () => clock });
});
afterAll(async () => {
  await deliveryReports.close();
  await t.close();
  await ctx.close();
});

interface OutboxEmail {
  key: string;
  template: string;
  to: string;
  props: Record<string, unknown>;
}

/**
 * The emails cards handed the scheduler for `addresses`: `email` jobs of its queue in cards'
 * outbox, written in the same transaction as the invitation, reminder or thank-you.
 */
async function outboxFor(addresses: string[]): Promise<OutboxEmail[]> {
  const { rows } = await sql<{ data: OutboxEmail }>`
    select data from cards.outbox
    where queue = 'deliveries' and job_name = 'email' and data->>'to' = any(${addresses}::text[])
    order by data->>'to', created_at`.execute(ctx.db);
  return rows.map((row) => row.data);
}

const signToken = (email: OutboxEmail) =>
  /\/sign\/([A-Za-z0-9_-]{43})$/.exec(String(email.props.signUrl))?.[1] ?? null;

const request = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });

async function createCard(visitor: Record<string, string>) {
  const res = await request('POST', '/api/cards', visitor, {
    title: 'Good luck, Grace!',
    cardMessage: 'From all of us',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const unique = () => randomUUID().slice(0, 8);

const deliveryReports = createProducer(GroupDeliveriesQueue, {
  redisUrl: inject('infra').redisUrl,
  redisPrefix: inject('infra').redisPrefix,
});

/**
 * What the scheduler does when it schedules, moves or cancels a delivery: an event on cards'
 * `group-deliveries` queue (through its outbox). Waits until cards has handled it: until the
 * reported change is the one kept, or, for a report expected to change nothing, until the job ran.
 */
async function reportDelivery(event: GroupDeliveryEvent, kept = true): Promise<void> {
  const id = `group-delivery-${event.deliveryId}-${event.sequence}`;
  await deliveryReports.enqueue({ name: 'delivery', data: event }, { id });
  await expect
    .poll(
      async () => {
        if (!kept) return (await deliveryReports.state(id)) === 'completed';
        const { rows } = await sql<{ reported_change_at: Date | null }>`
          select reported_change_at from cards.group_delivery where card_id = ${event.cardId}`.execute(
          ctx.db,
        );
        return rows[0]?.reported_change_at?.getTime() === event.sequence;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The first inside page of these signatures as card-render draws it, the link preview's size. */
async function insidePage(signatures: SignatureRenderData[]): Promise<PNG> {
  const { width, height } = LINK_PREVIEW_SPREAD_BOXES.inside;
  const svg = renderSignaturePageSvg(signatures, { page: 0, width, height });
  return PNG.sync.read(await svgToPng(svg, { width }));
}

const signaturesSeenBy = async (cardId: string, visitor: Record<string, string>) =>
  (await request('GET', `/api/cards/${cardId}/signatures`, visitor)).json()
    .signatures as SignatureRenderData[];

/** The first inside page's place in a group card's link-preview image, as its own image. */
function insideOfLinkPreview(png: Buffer): PNG {
  const { x, y, width, height } = LINK_PREVIEW_SPREAD_BOXES.inside;
  const preview = PNG.sync.read(png);
  const part = new PNG({ width, height });
  PNG.bitblt(preview, part, x, y, width, height, 0, 0);
  return part;
}

/** The share of pixels that differ perceptibly between two images of one size. */
const differingShare = (a: PNG, b: PNG) =>
  pixelmatch(a.data, b.data, null, a.width, a.height, { threshold: 0.1 }) / (a.width * a.height);

describe('group cards', () => {
  it('invites, signs, reminds, closes at the delivery instant and relays the thank-you', async () => {
    const organiser = newVisitor();
    const cardId = await createCard(organiser);
    const run = unique();
    const emails = ['ann', 'bo', 'cy'].map((name) => `${name}-${run}@example.com`);

    const invited = await request('POST', `/api/cards/${cardId}/group/invites`, organiser, {
      emails: [...emails, emails[0]!.toUpperCase()],
      organiserName: 'Sam',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const overview = invited.json() as GroupOverview;
    expect(overview.invites.map((invite) => [invite.email, invite.status])).toEqual(
      emails.map((email) => [email, 'sent']),
    );

    // One real invitation per invitee, each with its own working link.
    const invitations = await outboxFor(emails);
    expect(invitations.map((email) => [email.template, email.to]).sort()).toEqual(
      emails.map((email) => ['group-invite', email]),
    );
    expect(invitations[0]!.props).toMatchObject({
      cardTitle: 'Good luck, Grace!',
      organiserName: 'Sam',
    });
    const tokens = invitations.map(signToken);
    expect(new Set(tokens).size).toBe(3);
    expect(invitations[0]!.props.signUrl).toBe(`${PUBLIC_ORIGIN}/sign/${tokens[0]}`);
    const [ann, bo, cy] = tokens as [string, string, string];

    // Nobody else can read the organiser's list.
    const stranger = newVisitor();
    const peek = await request('GET', `/api/cards/${cardId}/group`, stranger);
    expect(peek.statusCode).toBe(403);

    const opened = await request('GET', `/api/sign/${ann}`, {});
    expect(opened.json()).toMatchObject({
      cardTitle: 'Good luck, Grace!',
      open: true,
      signature: null,
    });

    const photo = `/api/media/photo-${run}-0001`;
    const voice = `/api/media/voice-${run}-0001`;
    const annSigned = await request(
      'PUT',
      `/api/sign/${ann}`,
      {},
      {
        name: 'Ann',
        message: 'We will miss you!',
        photoUrl: photo,
        sticker: '1f389',
      },
    );
    expect(annSigned.statusCode, annSigned.body).toBe(200);
    expect(annSigned.json().signature).toMatchObject({
      name: 'Ann',
      photoUrl: photo,
      sticker: '1f389',
    });
    clock = new Date(clock.getTime() + 60_000);
    const boSigned = await request(
      'PUT',
      `/api/sign/${bo}`,
      {},
      {
        name: 'Bo',
        message: '',
        voiceUrl: voice,
      },
    );
    expect(boSigned.statusCode, boSigned.body).toBe(200);
    // Editing one's own signature replaces it; it stays one signature.
    const edited = await request(
      'PUT',
      `/api/sign/${ann}`,
      {},
      {
        name: 'Ann',
        message: 'We will miss you so much!',
        photoUrl: photo,
      },
    );
    expect(edited.json().signature.message).toBe('We will miss you so much!');

    // A link from elsewhere, or nothing at all, is refused with a sentence.
    const outside = await request(
      'PUT',
      `/api/sign/${bo}`,
      {},
      {
        name: 'Bo',
        photoUrl: 'https://elsewhere.example/cat.png',
      },
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.body).toContain(GROUP_MESSAGES.ourMediaOnly);
    const empty = await request('PUT', `/api/sign/${bo}`, {}, { name: 'Bo', message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(GROUP_MESSAGES.blankMessage);

    let status = (
      await request('GET', `/api/cards/${cardId}/group`, organiser)
    ).json() as GroupOverview;
    expect(status.invites.map((invite) => invite.status)).toEqual(['signed', 'signed', 'sent']);
    expect(status.summary).toEqual({ invited: 3, signed: 2 });

    // A signer's photo and voice note are held by the card: published to media with it.
    expect(await heldMediaNow(ctx.db, cardId)).toEqual(
      expect.arrayContaining([photo, voice].map((href) => href.slice('/api/media/'.length))),
    );

    // Remind the ones who have not signed: Cy, once a day.
    const reminded = await request('POST', `/api/cards/${cardId}/group/reminders`, organiser);
    expect(reminded.json().reminded).toBe(1);
    expect(
      (await request('POST', `/api/cards/${cardId}/group/reminders`, organiser)).json().reminded,
    ).toBe(0);
    const reminders = (await outboxFor(emails)).filter(
      (email) => email.template === 'group-reminder',
    );
    expect(reminders).toHaveLength(1);
    expect(signToken(reminders[0]!)).toBe(cy);

    // The scheduler reports the delivery instant; signing stays open until then.
    const deliverAt = new Date(clock.getTime() + 3 * 24 * 3600_000);
    const deliveryToken = `delivery-${randomUUID()}`;
    const deliveryId = randomUUID();
    const report = {
      cardId,
      deliveryId,
      deliverAt: deliverAt.toISOString(),
      timezone: 'Europe/London',
      deliveryToken,
    };
    await reportDelivery({ ...report, sequence: 2 });
    // A report of an earlier change, arriving late (a retry), changes nothing.
    await reportDelivery({ ...report, deliverAt: null, sequence: 1 }, false);
    expect((await request('GET', `/api/cards/${cardId}/group`, organiser)).json()).toMatchObject({
      deliverAt: deliverAt.toISOString(),
    });
    const summary = await request(
      'GET',
      `/internal/cards/${cardId}/group/summary`,
      internalHeaders(TEST_INTERNAL_SECRET),
    );
    expect(summary.json()).toEqual({ isGroup: true, invited: 3, signed: 2, remindable: 0 });

    // The inside pages are drawn on the server from the same signatures.
    const inside = await request(
      'GET',
      `/api/cards/${cardId}/inside.png?page=0&width=500`,
      organiser,
    );
    expect(inside.statusCode).toBe(200);
    expect(isPng(inside.rawPayload)).toBe(true);

    // Before delivery only the organiser sees the signatures; the public share image shows none.
    const sharedBefore = await request('GET', `/api/cards/${cardId}/link-preview.png`, {});
    expect(sharedBefore.statusCode).toBe(200);
    expect(
      differingShare(
        insideOfLinkPreview(sharedBefore.rawPayload),
        await insidePage(await signaturesSeenBy(cardId, organiser)),
      ),
    ).toBeGreaterThan(0.2);
    expect(
      (await request('GET', `/api/cards/${cardId}/signatures`, stranger)).json().signatures,
    ).toEqual([]);

    clock = new Date(deliverAt.getTime() - 60_000);
    const late = await request(
      'PUT',
      `/api/sign/${cy}`,
      {},
      { name: 'Cy', message: 'Just in time' },
    );
    expect(late.statusCode, late.body).toBe(200);

    clock = deliverAt;
    const tooLate = await request('PUT', `/api/sign/${cy}`, {}, { name: 'Cy', message: 'Edit' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(GROUP_MESSAGES.closed);
    const delivered = (await request('GET', `/api/cards/${cardId}/signatures`, stranger)).json();
    expect(delivered.signatures.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(JSON.stringify(delivered)).not.toContain('@example.com');

    // Delivered, the share image shows the card opened: its inside page beside the front, the
    // very pixels of the inside page the recipient sees.
    const shared = await request('GET', `/api/cards/${cardId}/link-preview.png`, {});
    expect(shared.headers.etag).not.toBe(sharedBefore.headers.etag);
    const insideDelivered = await insidePage(delivered.signatures);
    expect(differingShare(insideOfLinkPreview(shared.rawPayload), insideDelivered)).toBeLessThan(
      0.002,
    );

    // The thank-you needs the recipient's link and reaches every signer, one email each.
    const thanksPhoto = `thanksphoto-${unique()}`;
    const forged = await request(
      'POST',
      `/api/cards/${cardId}/group/thanks`,
      {},
      {
        deliveryToken: `delivery-${randomUUID()}`,
        message: 'Thanks',
      },
    );
    expect(forged.statusCode).toBe(403);
    const thanked = await request(
      'POST',
      `/api/cards/${cardId}/group/thanks`,
      {},
      {
        deliveryToken,
        message: 'Thank you all so much!',
        recipientName: 'Grace',
        photoUrl: `/api/media/${thanksPhoto}`,
      },
    );
    expect(thanked.statusCode, thanked.body).toBe(201);
    expect(thanked.json()).toEqual({ relayed: 3 });
    // The thank-you's photo, which every signer's email links to, is held with the card.
    expect(await heldMediaNow(ctx.db, cardId)).toContain(thanksPhoto);
    const thanks = (await outboxFor(emails)).filter((email) => email.template === 'group-thanks');
    expect(thanks.map((email) => email.to).sort()).toEqual([...emails].sort());
    for (const email of thanks) {
      expect(email.props).toMatchObject({
        message: 'Thank you all so much!',
        recipientName: 'Grace',
      });
      // One address per email, and no other signer's anywhere in it.
      for (const other of emails.filter((address) => address !== email.to)) {
        expect(JSON.stringify(email)).not.toContain(other);
      }
    }
    const again = await request(
      'POST',
      `/api/cards/${cardId}/group/thanks`,
      {},
      {
        deliveryToken,
        message: 'Thanks again',
      },
    );
    expect(again.statusCode).toBe(409);

    // Moderation: a hidden or removed signature is gone from what every output draws.
    status = (
      await request('GET', `/api/cards/${cardId}/group`, organiser)
    ).json() as GroupOverview;
    const boSignature = status.signatures.find((s) => s.name === 'Bo')!;
    await request('PATCH', `/api/cards/${cardId}/group/signatures/${boSignature.id}`, organiser, {
      hidden: true,
    });
    const annSignature = status.signatures.find((s) => s.name === 'Ann')!;
    await request('DELETE', `/api/cards/${cardId}/group/signatures/${annSignature.id}`, organiser);
    const visible = (await request('GET', `/api/cards/${cardId}/signatures`, stranger)).json();
    expect(visible.signatures.map((s: { name: string }) => s.name)).toEqual(['Cy']);
    const sharedAfter = await request('GET', `/api/cards/${cardId}/link-preview.png`, {});
    expect(sharedAfter.headers.etag).not.toBe(shared.headers.etag);
    const insideAfter = insideOfLinkPreview(sharedAfter.rawPayload);
    expect(differingShare(insideAfter, await insidePage(visible.signatures))).toBeLessThan(0.002);
    // Ann's and Bo's words and names are gone from it (text is a small share of the pixels).
    expect(differingShare(insideAfter, insideDelivered)).toBeGreaterThan(0.002);
  });

  it('revokes a sign link and limits how often one link writes', async () => {
    clock = new Date('2026-12-20T09:00:00Z');
    const organiser = newVisitor();
    const cardId = await createCard(organiser);
    const email = `dee-${unique()}@example.com`;
    await request('POST', `/api/cards/${cardId}/group/invites`, organiser, { emails: [email] });
    const token = signToken((await outboxFor([email]))[0]!)!;

    for (let i = 0; i < GROUP_LIMITS.signWritesPerHour; i++) {
      const res = await request(
        'PUT',
        `/api/sign/${token}`,
        {},
        { name: 'Dee', message: `Take ${i}` },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await request(
      'PUT',
      `/api/sign/${token}`,
      {},
      { name: 'Dee', message: 'More' },
    );
    expect(limited.statusCode).toBe(429);
    clock = new Date(clock.getTime() + 3600_000);
    expect((await request('DELETE', `/api/sign/${token}`, {})).statusCode).toBe(200);

    const overview = (
      await request('GET', `/api/cards/${cardId}/group`, organiser)
    ).json() as GroupOverview;
    const revoked = await request(
      'DELETE',
      `/api/cards/${cardId}/group/invites/${overview.invites[0]!.id}`,
      organiser,
    );
    expect(revoked.json().invites[0]).toMatchObject({ status: 'revoked', signUrl: null });
    const gone = await request('GET', `/api/sign/${token}`, {});
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(GROUP_MESSAGES.linkRevoked);
    const unknown = await request('GET', `/api/sign/${'x'.repeat(43)}`, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('schedules invitations at a time in the organiser’s zone and sends them at that instant', async () => {
    // 09:00 in London on 2026-10-26 is 09:00 UTC (the clocks went back the day before).
    clock = new Date('2026-10-20T12:00:00Z');
    const organiser = newVisitor();
    const cardId = await createCard(organiser);
    const run = unique();
    const [eve, fay] = ['eve', 'fay'].map((name) => `${name}-${run}@example.com`) as [
      string,
      string,
    ];
    const sendAt = { date: '2026-10-26', time: '09:00', timezone: 'Europe/London' };
    const invited = await request('POST', `/api/cards/${cardId}/group/invites`, organiser, {
      emails: [eve, fay],
      organiserName: 'Sam',
      sendAt,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const overview = invited.json() as GroupOverview;
    expect(overview.invites.map((invite) => invite.status)).toEqual(['scheduled', 'scheduled']);
    expect(overview.invites[0]).toMatchObject({
      sentAt: null,
      scheduledFor: '2026-10-26T09:00:00.000Z',
      scheduledTimezone: 'Europe/London',
    });
    // Nothing goes out now: one job on the scheduler's queue waits for the instant.
    expect(await outboxFor([eve, fay])).toEqual([]);
    const { rows: jobs } = await sql<{ id: string; run_at: Date }>`
      select id, run_at from cards.outbox
      where queue = 'deliveries' and job_name = 'group-invites' and data->>'cardId' = ${cardId}`.execute(
      ctx.db,
    );
    expect(jobs.map((job) => job.run_at.toISOString())).toEqual(['2026-10-26T09:00:00.000Z']);
    // Nobody is reminded of an invitation they have not had.
    const reminded = await request('POST', `/api/cards/${cardId}/group/reminders`, organiser);
    expect(reminded.json().reminded).toBe(0);
    // Fay's is withdrawn before it goes out.
    await request(
      'DELETE',
      `/api/cards/${cardId}/group/invites/${overview.invites[1]!.id}`,
      organiser,
    );
    // The scheduler's reconciler asks what has not gone out, to make again a job Redis lost.
    const scheduled = async (withinMs: number) =>
      (
        (
          await request(
            'GET',
            `/internal/group/invites/scheduled?withinMs=${withinMs}`,
            internalHeaders(TEST_INTERNAL_SECRET),
          )
        ).json() as ScheduledInvites
      ).due.filter((entry) => entry.cardId === cardId);
    expect(await scheduled(7 * 86_400_000)).toEqual([
      { cardId, sendAt: '2026-10-26T09:00:00.000Z' },
    ]);
    expect(await scheduled(60_000)).toEqual([]);

    const sendDue = () =>
      request(
        'POST',
        `/internal/cards/${cardId}/group/invites/due`,
        internalHeaders(TEST_INTERNAL_SECRET),
      );
    clock = new Date('2026-10-26T08:50:00Z');
    expect((await sendDue()).json()).toEqual({ sent: 0 });
    // The job may run a moment early by this clock; it still sends.
    clock = new Date('2026-10-26T08:59:30Z');
    expect((await sendDue()).json()).toEqual({ sent: 1 });
    expect((await sendDue()).json()).toEqual({ sent: 0 });
    const sent = await outboxFor([eve, fay]);
    expect(sent.map((email) => [email.template, email.to])).toEqual([['group-invite', eve]]);
    expect(sent[0]!.props).toMatchObject({ organiserName: 'Sam', cardTitle: 'Good luck, Grace!' });
    const after = (
      await request('GET', `/api/cards/${cardId}/group`, organiser)
    ).json() as GroupOverview;
    expect(after.invites.map((invite) => invite.status)).toEqual(['sent', 'revoked']);
    expect(after.invites[0]).toMatchObject({ sentAt: clock.toISOString(), scheduledFor: null });
    // Sent (Eve) or withdrawn (Fay): nothing is left for the reconciler.
    expect(await scheduled(7 * 86_400_000)).toEqual([]);
  });

  it('refuses a scheduled time gone, off the calendar or after the card’s delivery', async () => {
    clock = new Date('2026-10-20T12:00:00Z');
    const organiser = newVisitor();
    const cardId = await createCard(organiser);
    const invite = (sendAt: object) =>
      request('POST', `/api/cards/${cardId}/group/invites`, organiser, {
        emails: [`gil-${unique()}@example.com`],
        sendAt,
      });
    const past = await invite({ date: '2026-10-20', time: '12:00', timezone: 'UTC' });
    expect([past.statusCode, past.json().message]).toEqual([400, GROUP_MESSAGES.sendTimePast]);
    const skipped = await invite({ date: '2026-02-30', time: '12:00', timezone: 'UTC' });
    expect(skipped.json().message).toBe(GROUP_MESSAGES.sendTimeNotOnCalendar);
    const badZone = await invite({ date: '2026-10-30', time: '12:00', timezone: 'Nowhere/Here' });
    expect(badZone.json().message).toBe(GROUP_MESSAGES.badTimezone);
    await reportDelivery({
      cardId,
      deliveryId: randomUUID(),
      deliverAt: '2026-10-25T09:00:00.000Z',
      timezone: 'Europe/London',
      deliveryToken: `delivery-${randomUUID()}`,
      sequence: 1,
    });
    const late = await invite({ date: '2026-10-25', time: '10:00', timezone: 'Europe/London' });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      GROUP_MESSAGES.sendTimeAfterDelivery,
    ]);
    const overview = (
      await request('GET', `/api/cards/${cardId}/group`, organiser)
    ).json() as GroupOverview;
    expect(overview.invites).toEqual([]);
  });
});
