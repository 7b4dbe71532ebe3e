import { describe, expect, it } from 'vitest';
import type { SessionsRepository } from './sessions.repository.js';
import { IDLE_AFTER_MS, SessionsService, toCollaborator } from './sessions.service.js';

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
