import {
  INVITEE_MESSAGES,
  NUL_MESSAGE,
  type CardPeople,
  type CollabInvitee,
  type EmailJob,
} from '@cardsmith/contracts';
import { EmailRequestSchema, renderEmailRequest } from '@cardsmith/emails';
import { visitorHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { describe, expect, it } from 'vitest';
import { editTokenOf, joined, newCardId, newVisitorId, startServicesForFile } from './support.js';

const services = startServicesForFile();
const { clients } = services;

const as = (visitorId: string) => visitorHeaders(TEST_INTERNAL_SECRET, visitorId);
const people = (cardId: string, visitorId: string, query = '') =>
  services.collab.app.inject({
    url: `/api/collab/cards/${cardId}/people${query}`,
    headers: as(visitorId),
  });
const invite = (cardId: string, visitorId: string, body: object) =>
  services.collab.app.inject({
    method: 'POST',
    url: `/api/collab/cards/${cardId}/invitees`,
    headers: as(visitorId),
    payload: body,
  });

/** A card in a live session: Ann owns it, Bob edits through its link, Val only views. */
async function liveCard() {
  const cardId = newCardId();
  const ann = await joined(services.collab.url, cardId, { name: 'Ann' });
  const editToken = await editTokenOf(cardId, ann.visitorId);
  const bob = await joined(services.collab.url, cardId, { name: 'Bob', editToken });
  const val = await joined(services.collab.url, cardId, { name: 'Val' });
  clients.push(ann.client, bob.client, val.client);
  return { cardId, ann, bob, editToken };
}

describe('/api/collab/cards/:id/people', () => {
  it('lists the live session’s owner and editors, marks the asker, and joins nobody', async () => {
    const { cardId, ann, bob } = await liveCard();
    await bob.client.next('client_joined');
    const res = await people(cardId, ann.visitorId);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CardPeople;
    expect(body.role).toBe('owner');
    expect(body.collaborators.map((c) => [c.name, c.role, c.status, c.you])).toEqual([
      ['Ann', 'owner', 'active', true],
      ['Bob', 'editor', 'active', false],
    ]);
    expect(body.invitees).toEqual([]);

    // Reading the list is no join: the people in the room hear of nobody new.
    await bob.client.roundTrip(bob.clientId);
    expect(bob.client.received.some((m) => m.type === 'client_joined')).toBe(false);
  });

  it('is for the owner and edit-link holders only', async () => {
    const { cardId, editToken } = await liveCard();
    const stranger = newVisitorId();
    const refused = await people(cardId, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(INVITEE_MESSAGES.forbidden);
    const withLink = await people(cardId, stranger, `?editToken=${editToken}`);
    expect(withLink.statusCode).toBe(200);
    expect(withLink.json().role).toBe('editor');
    expect((await people(newCardId(), stranger)).statusCode).toBe(404);
    const anonymous = await services.collab.app.inject({
      url: `/api/collab/cards/${cardId}/people`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('/api/collab/cards/:id/invitees', () => {
  it('emails a new invitee the card’s edit link once, as a job on the scheduler’s queue', async () => {
    const { cardId, ann, editToken } = await liveCard();
    const invitee = (await invite(cardId, ann.visitorId, { email: 'Cy@example.com' })).json();
    await invite(cardId, ann.visitorId, { email: 'cy@example.com' });
    const outbox = () =>
      services.collab.db
        .selectFrom('outbox')
        .selectAll()
        .where('id', 'like', `collab-invite-${(invitee as CollabInvitee).id}%`)
        .execute();
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ queue: 'deliveries', job_name: 'email' });
    const job = rows[0]!.data as EmailJob;
    const editUrl = `http://localhost:8080/editor?card=${cardId}&edit=${editToken}`;
    expect(job).toMatchObject({
      template: 'collaboration-invite',
      to: 'Cy@example.com',
      props: { editUrl, inviterName: null },
    });
    const email = await renderEmailRequest(EmailRequestSchema.parse(job));
    expect(email.text).toContain(editUrl);
    // The API process relays it to Redis after the transaction.
    await expect.poll(async () => (await outbox())[0]!.relayed_at).not.toBeNull();
  });

  it('stores invitees per card as pending editors, once per address, and removes them', async () => {
    const { cardId, ann, editToken } = await liveCard();
    const first = await invite(cardId, ann.visitorId, { email: '  Ada@Example.com ' });
    expect(first.statusCode).toBe(201);
    const invitee = first.json() as CollabInvitee;
    expect(invitee).toMatchObject({
      cardId,
      email: 'Ada@Example.com',
      role: 'editor',
      status: 'pending',
    });
    const again = await invite(cardId, ann.visitorId, { email: 'ada@example.com' });
    expect(again.json().id).toBe(invitee.id);
    // No format check (spec 001 §5): anything but blank is an address to keep.
    const editor = newVisitorId();
    const byEditor = await invite(cardId, editor, { email: 'grandpa@home.example', editToken });
    expect(byEditor.statusCode).toBe(201);

    const listed = (await people(cardId, ann.visitorId)).json() as CardPeople;
    expect(listed.invitees.map((i) => i.email)).toEqual([
      'Ada@Example.com',
      'grandpa@home.example',
    ]);
    expect((await people(newCardId(), ann.visitorId)).statusCode).toBe(404);

    const remove = (id: string) =>
      services.collab.app.inject({
        method: 'DELETE',
        url: `/api/collab/cards/${cardId}/invitees/${id}`,
        headers: as(ann.visitorId),
      });
    expect((await remove(invitee.id)).json()).toEqual({ success: true });
    expect((await remove(invitee.id)).statusCode).toBe(404);
    const after = (await people(cardId, ann.visitorId)).json() as CardPeople;
    expect(after.invitees.map((i) => i.email)).toEqual(['grandpa@home.example']);
  });

  it('refuses a blank address, one that is not an email address, and strangers', async () => {
    const { cardId, ann } = await liveCard();
    const blank = await invite(cardId, ann.visitorId, { email: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(INVITEE_MESSAGES.blank);
    const notAnEmail = await invite(cardId, ann.visitorId, { email: 'not-an-email' });
    expect(notAnEmail.statusCode).toBe(400);
    expect(JSON.stringify(notAnEmail.json())).toContain(INVITEE_MESSAGES.notAnEmail);
    const stranger = await invite(cardId, newVisitorId(), { email: 'x@example.com' });
    expect(stranger.statusCode).toBe(403);
  });

  it('refuses a NUL in the address with a sentence instead of failing in Postgres', async () => {
    const { cardId, ann } = await liveCard();
    const res = await invite(cardId, ann.visitorId, { email: 'ada\u0000@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
  });
});
