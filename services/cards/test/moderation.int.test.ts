import { REPORT_MESSAGES } from '@cardsmith/contracts';
import { internalHeaders, visitorHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../src/moderation/moderation.service.js';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
const internal = internalHeaders(TEST_INTERNAL_SECRET);

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

async function createCard(title: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cards',
    headers: newVisitor(),
    payload: { title },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

const report = (cardId: string, reason: string, headers = newVisitor()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cards/${cardId}/report`,
    headers,
    payload: { reason },
  });

async function adminCards(search: string) {
  const res = await t.app.inject({
    url: `/internal/admin/cards?search=${encodeURIComponent(search)}`,
    headers: internal,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { cards: { id: string; hidden: boolean; openReports: number }[] }).cards;
}

describe('reporting a card', () => {
  it('queues one report per visitor for the admins, and refuses blank or scripted ones', async () => {
    const title = `Reported ${Date.now()}`;
    const id = await createCard(title);
    const reporter = newVisitor();
    expect((await report(id, 'Spam links in the message', reporter)).statusCode).toBe(201);
    expect((await report(id, 'Still spam', reporter)).statusCode).toBe(201);
    expect((await report(id, 'Not mine to share', newVisitor())).statusCode).toBe(201);

    const blank = await report(id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([
      { path: 'reason', message: REPORT_MESSAGES.reasonRequired },
    ]);
    const minted = await report(
      id,
      'Spam',
      visitorHeaders(TEST_INTERNAL_SECRET, 'visitor-minted-now', { minted: true }),
    );
    expect(minted.statusCode).toBe(403);
    expect(minted.json().message).toBe(MODERATION_MESSAGES.reportNeedsBrowser);
    expect((await report('no-such-card-000', 'Spam')).statusCode).toBe(404);

    const [listed] = await adminCards(title);
    expect(listed).toMatchObject({ id, openReports: 2, hidden: false });

    const reports = await t.app.inject({ url: '/internal/admin/card-reports', headers: internal });
    const mine = (
      reports.json() as { reports: { id: string; cardId: string; reason: string }[] }
    ).reports.filter((r) => r.cardId === id);
    expect(mine.map((r) => r.reason).sort()).toEqual([
      'Not mine to share',
      'Spam links in the message',
    ]);

    const resolve = (reportId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/internal/admin/card-reports/${reportId}/resolve`,
        headers: internal,
      });
    expect((await resolve(mine[0]!.id)).statusCode).toBe(200);
    expect((await resolve(mine[0]!.id)).statusCode).toBe(404);
    expect((await adminCards(title))[0]!.openReports).toBe(1);
  });
});

describe('hiding a card', () => {
  it('takes its public page away until an admin shows it again', async () => {
    const title = `Hidden ${Date.now()}`;
    const id = await createCard(title);
    expect((await t.app.inject(`/api/cards/${id}/view`)).statusCode).toBe(200);

    const hide = await t.app.inject({
      method: 'POST',
      url: `/internal/admin/cards/${id}/hide`,
      headers: internal,
    });
    expect(hide.json()).toMatchObject({ id, hidden: true });
    expect((await t.app.inject(`/api/cards/${id}/view`)).statusCode).toBe(404);
    expect((await report(id, 'Spam')).statusCode).toBe(404);

    const show = await t.app.inject({
      method: 'POST',
      url: `/internal/admin/cards/${id}/unhide`,
      headers: internal,
    });
    expect(show.json()).toMatchObject({ id, hidden: false });
    expect((await t.app.inject(`/api/cards/${id}/view`)).statusCode).toBe(200);
  });

  it('answers the admin routes to the internal caller only', async () => {
    expect((await t.app.inject('/internal/admin/cards')).statusCode).toBe(403);
    expect((await t.app.inject('/internal/admin/card-reports')).statusCode).toBe(403);
  });
});
