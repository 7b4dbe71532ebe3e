import { HttpError } from '@cardsmith/service-kit';
import { describe, expect, it, vi } from 'vitest';
import type { CollabSessionStatus } from '@cardsmith/contracts';
import type { SessionRow } from '../db/database.js';
import type { SessionsRepository } from './sessions.repository.js';
import {
  IDLE_AFTER_MS,
  SESSION_MESSAGES,
  SessionsService,
  toCollaborator,
  type RoomControl,
} from './sessions.service.js';

const at = new Date('2026-11-20T10:00:00Z');
const row = {
  id: 'c1',
  session_id: 's1',
  card_id: 'card-123456',
  client_id: 'client-1',
  visitor_id: 'v1',
  name: 'Ann',
  role: 'owner' as const,
  joined_at: at,
  last_active: at,
};

describe('toCollaborator', () => {
  it('is active until a minute without edits or cursor moves, then idle', () => {
    expect(toCollaborator(row, at.getTime() + IDLE_AFTER_MS).status).toBe('active');
    expect(toCollaborator(row, at.getTime() + IDLE_AFTER_MS + 1).status).toBe('idle');
  });

  it('maps columns to the admin fields', () => {
    expect(toCollaborator(row, at.getTime())).toEqual({
      id: 'c1',
      cardId: 'card-123456',
      name: 'Ann',
      visitorId: 'v1',
      joinedAt: '2026-11-20T10:00:00.000Z',
      lastActive: '2026-11-20T10:00:00.000Z',
      status: 'active',
      role: 'owner',
    });
  });
});

describe('SessionsService.stats', () => {
  it('reports the average session duration in minutes, one decimal', async () => {
    const repository = {
      stats: async () => ({ live: 2, collaborators: 5, averageSeconds: 754, peak: 4, cards: 3 }),
    } as unknown as SessionsRepository;
    expect(await new SessionsService(repository).stats()).toEqual({
      totalActiveSessions: 2,
      totalCollaborators: 5,
      averageSessionDuration: 12.6,
      peakCollaboratorCount: 4,
      totalCards: 3,
    });
  });
});

describe('SessionsService.end', () => {
  /** One session in a fake repository, and rooms whose end does what `roomEnd` says. */
  function setup(roomEnd: () => Promise<boolean>, status: CollabSessionStatus = 'active') {
    let session: SessionRow = {
      id: 's1',
      card_id: 'card-123456',
      card_title: 'Card',
      created_at: at,
      last_active: at,
      collaborator_count: 2,
      status,
      peak_collaborators: 2,
    };
    const repository = {
      find: async (id: string) => (id === session.id ? session : undefined),
      setStatus: vi.fn(
        async (_id: string, from: CollabSessionStatus[], to: CollabSessionStatus) => {
          if (!from.includes(session.status)) return undefined;
          session = { ...session, status: to, collaborator_count: 0 };
          return session;
        },
      ),
      removeCollaborators: vi.fn(async () => {}),
    };
    const rooms: RoomControl = { setStatus: async () => {}, end: vi.fn(roomEnd) };
    const service = new SessionsService(repository as unknown as SessionsRepository);
    service.attachRooms(rooms);
    return { service, repository, rooms, current: () => session };
  }

  it('answers 503 and changes nothing when the room could not be saved', async () => {
    const { service, repository, current } = setup(async () => false);
    const ending = service.end('s1');
    await expect(ending).rejects.toBeInstanceOf(HttpError);
    await expect(ending).rejects.toMatchObject({
      statusCode: 503,
      message: SESSION_MESSAGES.notSaved,
    });
    expect(current().status).toBe('active');
    expect(repository.setStatus).not.toHaveBeenCalled();
    expect(repository.removeCollaborators).not.toHaveBeenCalled();
  });

  it('can be tried again after closing the room failed half-way', async () => {
    let redisDown = true;
    const { service, rooms, current } = setup(async () => {
      if (redisDown) throw new Error('redis is down');
      return true;
    }, 'locked');
    await expect(service.end('s1')).rejects.toThrow('redis is down');
    expect(current().status).toBe('locked');

    redisDown = false;
    expect(await service.end('s1')).toMatchObject({ status: 'inactive', collaboratorCount: 0 });
    expect(rooms.end).toHaveBeenCalledTimes(2);
  });

  it('ends a live session once its room is closed, and refuses an ended or unknown one', async () => {
    const { service, repository, rooms } = setup(async () => true);
    expect(await service.end('s1')).toMatchObject({ status: 'inactive' });
    expect(rooms.end).toHaveBeenCalledWith('card-123456');
    expect(repository.removeCollaborators).toHaveBeenCalledWith('s1');

    await expect(service.end('s1')).rejects.toMatchObject({
      statusCode: 409,
      message: SESSION_MESSAGES.ended,
    });
    await expect(service.end('s2')).rejects.toMatchObject({ statusCode: 404 });
    expect(rooms.end).toHaveBeenCalledTimes(1);
  });
});
