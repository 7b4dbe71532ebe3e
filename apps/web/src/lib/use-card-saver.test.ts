import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCard } from '../pages/editor/editor-state.js';
import { json } from '../test/http.js';
import { saveTo } from './use-card-saver.js';

const SOURCE = 'FriendCard0000000001';
const OWN = 'OwnCard0000000000001';
const input = defaultCard({ title: 'Mine' });

/** Answers by "METHOD url"; anything else is a 404. Records each request in order. */
let answers: Record<string, Response>;
let requests: string[];
beforeEach(() => {
  answers = {};
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = `${init?.method ?? 'GET'} ${url}`;
      requests.push(request);
      return answers[request] ?? json({ code: 'not_found', message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const saved = (id: string, status = 200) =>
  json({ ...input, id, version: 1, isOwner: true, createdAt: '', updatedAt: '' }, status);

describe('saveTo', () => {
  it('asks the server for the visitor’s own copy of someone else’s card', async () => {
    answers[`POST /api/cards/${SOURCE}/copy`] = saved('CopyCard000000000001', 201);
    expect((await saveTo({ copyOf: SOURCE }, input)).id).toBe('CopyCard000000000001');
    expect(requests).toEqual([`POST /api/cards/${SOURCE}/copy`]);
  });

  it('saves the work as a new card when the card it copies has been deleted', async () => {
    answers['POST /api/cards'] = saved('NewCard0000000000001', 201);
    expect((await saveTo({ copyOf: SOURCE }, input)).id).toBe('NewCard0000000000001');
    expect(requests).toEqual([`POST /api/cards/${SOURCE}/copy`, 'POST /api/cards']);
  });

  it('replaces the visitor’s own card, and creates one when there is none', async () => {
    answers[`PUT /api/cards/${OWN}`] = saved(OWN);
    answers['POST /api/cards'] = saved('NewCard0000000000001', 201);
    expect((await saveTo({ cardId: OWN }, input)).id).toBe(OWN);
    expect((await saveTo(null, input)).id).toBe('NewCard0000000000001');
    expect(requests).toEqual([`PUT /api/cards/${OWN}`, 'POST /api/cards']);
  });

  it('copies a card that turns out to be another visitor’s, and recreates a deleted one', async () => {
    answers[`PUT /api/cards/${SOURCE}`] = json({ code: 'forbidden', message: 'Not yours' }, 403);
    answers[`POST /api/cards/${SOURCE}/copy`] = saved('CopyCard000000000001', 201);
    answers['POST /api/cards'] = saved('NewCard0000000000001', 201);
    expect((await saveTo({ cardId: SOURCE }, input)).id).toBe('CopyCard000000000001');
    expect((await saveTo({ cardId: OWN }, input)).id).toBe('NewCard0000000000001');
    expect(requests).toEqual([
      `PUT /api/cards/${SOURCE}`,
      `POST /api/cards/${SOURCE}/copy`,
      `PUT /api/cards/${OWN}`,
      'POST /api/cards',
    ]);
  });

  it('fails rather than making a card when the server cannot save', async () => {
    answers[`PUT /api/cards/${OWN}`] = json({ code: 'internal', message: 'down' }, 503);
    await expect(saveTo({ cardId: OWN }, input)).rejects.toThrow();
    expect(requests).toEqual([`PUT /api/cards/${OWN}`]);
  });
});
