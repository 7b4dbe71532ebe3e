import { CARD_VERSION_CONFLICT, CardInputSchema, type CardFields } from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import type { CardRow } from '../db/database.js';
import type { CardsRepository } from './cards.repository.js';
import {
  CARD_MESSAGES,
  CardsService,
  findNulCharacters,
  isOwner,
  normaliseFields,
  referencesToCheck,
  toCard,
  type CatalogReferences,
} from './cards.service.js';

function fields(input: object = {}): CardFields {
  const { userId: _ignored, ...parsed } = CardInputSchema.parse(input);
  return parsed;
}

function row(overrides: Partial<CardRow> = {}): CardRow {
  const f = fields();
  return {
    id: 'card_abcdefghijklmnop',
    owner_id: 'alice',
    title: f.title,
    category: f.category,
    template_id: null,
    frame_id: null,
    background_color: f.backgroundColor,
    card_message: '',
    text_font: f.textFont,
    text_size: f.textSize,
    elements: [],
    audio_url: null,
    video_url: null,
    media_ids: [],
    voice_message: null,
    video_message: null,
    video_media_ids: [],
    version: 1,
    edit_token: 'edit-token-of-the-card',
    is_public: false,
    is_example: false,
    published_at: null,
    created_at: new Date('2026-11-20T09:00:00Z'),
    updated_at: new Date('2026-11-20T09:00:00Z'),
    deleted_at: null,
    hidden_at: null,
    ...overrides,
  };
}

/** A repository holding one card, enough to exercise the service's rules without SQL. */
function serviceWith(card: CardRow | undefined, catalog: Partial<CatalogReferences> = {}) {
  const calls: string[] = [];
  const repository = {
    findLive: async () => card,
    insert: async (id: string, owner: string) => row({ id, owner_id: owner }),
    update: async () => card && { ...card, version: card.version + 1 },
    softDelete: async () => {
      calls.push('softDelete');
    },
  } as unknown as CardsRepository;
  const references: CatalogReferences = {
    isFrameUsableBy: catalog.isFrameUsableBy ?? (async () => true),
    hasTemplate: catalog.hasTemplate ?? (async () => true),
  };
  return { service: new CardsService(repository, references), calls };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('card defaults', () => {
  it('fills the spec defaults for an empty body', () => {
    expect(fields()).toMatchObject({
      title: 'My Greeting Card',
      category: 'birthday',
      backgroundColor: '#ffffff',
      textFont: 'Poppins',
      textSize: 'medium',
      cardMessage: '',
      elements: [],
      templateId: null,
      frameId: null,
    });
  });

  it('treats an empty catalog id as none', () => {
    expect(normaliseFields(fields({ templateId: '', frameId: '' }))).toMatchObject({
      templateId: null,
      frameId: null,
    });
  });
});

describe('NUL characters', () => {
  it('names each field that holds one, however deep', () => {
    const issues = findNulCharacters({
      title: 'a\u0000b',
      elements: [{ content: 'ok' }, { content: '\u0000' }],
    });
    expect(issues.map((i) => i.path)).toEqual(['title', 'elements.1.content']);
  });

  it('accepts ordinary text', () => {
    expect(findNulCharacters(fields({ title: 'Hé 🎉' }))).toEqual([]);
  });
});

describe('ownership', () => {
  it('only the creator owns a card; an anonymous reader never does', () => {
    expect(isOwner({ owner_id: 'alice' }, 'alice')).toBe(true);
    expect(isOwner({ owner_id: 'alice' }, 'bob')).toBe(false);
    expect(isOwner({ owner_id: 'alice' }, null)).toBe(false);
  });

  it('maps a row to the API card with isOwner for the viewer', () => {
    const card = toCard(row(), 'bob');
    expect(card).toMatchObject({ id: 'card_abcdefghijklmnop', isOwner: false, version: 1 });
    expect(card.createdAt).toBe('2026-11-20T09:00:00.000Z');
  });

  it('refuses an update by someone else with a clear 403', async () => {
    const { service } = serviceWith(row());
    const error = await rejection(service.update('card_abcdefghijklmnop', 'bob', fields()));
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe(CARD_MESSAGES.notOwnerUpdate);
  });

  it('refuses a delete by someone else and deletes nothing', async () => {
    const { service, calls } = serviceWith(row());
    const error = await rejection(service.remove('card_abcdefghijklmnop', 'bob'));
    expect(error.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it('lets the owner update, raising the version', async () => {
    const { service } = serviceWith(row());
    const card = await service.update('card_abcdefghijklmnop', 'alice', fields());
    expect(card.version).toBe(2);
    expect(card.isOwner).toBe(true);
  });

  it('refuses a save based on an older version with 409, before writing', async () => {
    const { service } = serviceWith(row({ version: 3 }));
    const error = await rejection(service.update('card_abcdefghijklmnop', 'alice', fields(), 2));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(CARD_VERSION_CONFLICT);
  });

  it('says 409 when another save lands between the read and the write', async () => {
    const stored = row({ version: 3 });
    // The read sees version 3; the conditional write finds the card already at 4.
    const repository = {
      findLive: async () => stored,
      update: async () => undefined,
    } as unknown as CardsRepository;
    const service = new CardsService(repository, {
      isFrameUsableBy: async () => true,
      hasTemplate: async () => true,
    });
    const error = await rejection(service.update('card_abcdefghijklmnop', 'alice', fields(), 3));
    expect(error.statusCode).toBe(409);
  });

  it('lets the owner delete', async () => {
    const { service, calls } = serviceWith(row());
    await service.remove('card_abcdefghijklmnop', 'alice');
    expect(calls).toEqual(['softDelete']);
  });

  it('saves a room for whoever edited it, checking references for the owner', async () => {
    const checked: (string | null)[] = [];
    const { service } = serviceWith(row({ owner_id: 'alice' }), {
      isFrameUsableBy: async (_frameId, visitorId) => {
        checked.push(visitorId);
        return true;
      },
    });
    const card = await service.saveRoom('card_abcdefghijklmnop', fields({ frameId: 'custom' }));
    expect(card.version).toBe(2);
    expect(card.isOwner).toBe(false);
    expect(checked).toEqual(['alice']);
  });

  it('answers 404 for a missing or deleted card', async () => {
    const { service } = serviceWith(undefined);
    expect((await rejection(service.get('card_abcdefghijklmnop', null))).statusCode).toBe(404);
  });
});

describe('copying', () => {
  it('makes a card of the caller’s own from what they saved', async () => {
    const { service, calls } = serviceWith(row());
    const card = await service.copy('card_abcdefghijklmnop', 'bob', fields({ title: 'Mine' }));
    expect(card.id).not.toBe('card_abcdefghijklmnop');
    expect(card.isOwner).toBe(true);
    expect(calls).toEqual([]);
  });

  it('keeps the source’s frame unchecked but checks a frame the copier picked', async () => {
    const asked: string[] = [];
    const { service } = serviceWith(row({ frame_id: 'alices-frame' }), {
      isFrameUsableBy: async (frameId) => {
        asked.push(frameId);
        return false;
      },
    });
    await service.copy('card_abcdefghijklmnop', 'bob', fields({ frameId: 'alices-frame' }));
    expect(asked).toEqual([]);
    const error = await rejection(
      service.copy('card_abcdefghijklmnop', 'bob', fields({ frameId: 'other' })),
    );
    expect(error.statusCode).toBe(400);
  });

  it('answers 404 when the source is missing or deleted', async () => {
    const { service } = serviceWith(undefined);
    const error = await rejection(service.copy('card_abcdefghijklmnop', 'bob', fields()));
    expect(error.statusCode).toBe(404);
  });
});

describe('catalog references', () => {
  it('checks only references that change', () => {
    const previous = { frameId: 'gone', templateId: 'funny1' };
    expect(referencesToCheck(previous, { frameId: 'gone', templateId: 'funny2' })).toEqual({
      frameId: null,
      templateId: 'funny2',
    });
    expect(referencesToCheck(null, { frameId: 'a', templateId: null })).toEqual({
      frameId: 'a',
      templateId: null,
    });
  });

  it('rejects an unknown frame and template, naming both fields', async () => {
    const { service } = serviceWith(undefined, {
      isFrameUsableBy: async () => false,
      hasTemplate: async () => false,
    });
    const error = await rejection(
      service.create('alice', fields({ frameId: 'nope', templateId: 'nope' })),
    );
    expect(error.statusCode).toBe(400);
    expect(error.issues?.map((i) => i.path)).toEqual(['frameId', 'templateId']);
  });
});
