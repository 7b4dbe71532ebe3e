import type {
  CardInput,
  CollabCardData,
  CollabRole,
  CollabSessionStatus,
} from '@cardsmith/contracts';
import type { Redis } from '@cardsmith/service-kit';

/** A room as every replica sees it in Redis. */
export interface RoomSnapshot {
  data: CollabCardData;
  /** The saved card's fields the channel does not carry (category, audio…), kept for saving. */
  extras: Partial<CardInput>;
  version: number;
  savedVersion: number;
  sessionId: string;
  status: Exclude<CollabSessionStatus, 'inactive'>;
  /** The client whose update made this version ('' for the loaded card). */
  updatedBy: string;
  /** Per client id, the highest operation `seq` the room has taken: a repeated one is skipped. */
  acked: Acked;
}

export type Acked = Record<string, number>;

export interface MemberInfo {
  clientId: string;
  name: string;
  role: CollabRole;
  replicaId: string;
  collaboratorId: string;
}

/** Rooms whose replicas all vanished leave no garbage: every key expires unless refreshed. */
const ROOM_TTL_SECONDS = 600;

const SCRIPTS = {
  roomCreate: {
    numberOfKeys: 2,
    lua: `if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'data', ARGV[1], 'extras', ARGV[2], 'version', 1, 'saved', 1, 'session', ARGV[3], 'status', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
for i = 6, #ARGV, 2 do
  local seq = redis.call('HGET', KEYS[2], ARGV[i])
  if not seq or tonumber(seq) < tonumber(ARGV[i + 1]) then redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
end
if #ARGV > 5 then redis.call('EXPIRE', KEYS[2], ARGV[5]) end
return 1`,
  },
  roomCompareAndSet: {
    numberOfKeys: 2,
    lua: `local v = redis.call('HGET', KEYS[1], 'version')
if not v then return -1 end
if tonumber(v) ~= tonumber(ARGV[1]) then return 0 end
local next = tonumber(v) + 1
redis.call('HSET', KEYS[1], 'data', ARGV[2], 'version', next, 'by', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[3])
if #ARGV > 4 then
  redis.call('HSET', KEYS[2], unpack(ARGV, 5))
  redis.call('EXPIRE', KEYS[2], ARGV[3])
end
return next`,
  },
  roomMarkSaved: {
    numberOfKeys: 1,
    lua: `local s = redis.call('HGET', KEYS[1], 'saved')
if s and tonumber(s) < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'saved', ARGV[1]) end
return 1`,
  },
  roomSetStatus: {
    numberOfKeys: 1,
    lua: `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[1])
return 1`,
  },
  roomDropIfEmpty: {
    numberOfKeys: 3,
    lua: `if redis.call('ZCOUNT', KEYS[2], ARGV[1], '+inf') > 0 then return 0 end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
return 1`,
  },
  memberAdd: {
    numberOfKeys: 2,
    lua: `redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[5])
return redis.call('ZCOUNT', KEYS[1], ARGV[4], '+inf')`,
  },
  memberRemove: {
    numberOfKeys: 2,
    lua: `redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
return redis.call('ZCOUNT', KEYS[1], ARGV[2], '+inf')`,
  },
  memberSweep: {
    numberOfKeys: 2,
    lua: `local gone = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local infos = {}
if #gone > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
  infos = redis.call('HMGET', KEYS[2], unpack(gone))
  redis.call('HDEL', KEYS[2], unpack(gone))
end
local result = { redis.call('ZCOUNT', KEYS[1], '(' .. ARGV[1], '+inf') }
for _, info in ipairs(infos) do if info then table.insert(result, info) end end
return result`,
  },
} as const;

type ScriptName = keyof typeof SCRIPTS;
type ScriptRedis = Redis & Record<ScriptName, (...args: (string | number)[]) => Promise<unknown>>;

/** Room state and presence in Redis, shared by every replica (the only Redis-command user). */
export class RoomStore {
  private readonly redis: ScriptRedis;

  constructor(redis: Redis) {
    for (const [name, script] of Object.entries(SCRIPTS)) {
      if (!(name in redis)) redis.defineCommand(name, script);
    }
    this.redis = redis as ScriptRedis;
  }

  async load(cardId: string): Promise<RoomSnapshot | null> {
    // One transaction: the seqs must be those of the card read with them.
    const replies = await this.redis
      .multi()
      .hgetall(roomKey(cardId))
      .hgetall(ackedKey(cardId))
      .exec();
    const [hash, acked] = (replies ?? []).map(
      ([, reply]) => (reply ?? {}) as Record<string, string>,
    );
    if (!hash || !acked) return null;
    if (!hash.data || !hash.version || !hash.session) return null;
    return {
      data: JSON.parse(hash.data) as CollabCardData,
      extras: JSON.parse(hash.extras ?? '{}') as Partial<CardInput>,
      version: Number(hash.version),
      savedVersion: Number(hash.saved ?? 0),
      sessionId: hash.session,
      status: hash.status === 'locked' ? 'locked' : 'active',
      updatedBy: hash.by ?? '',
      acked: Object.fromEntries(Object.entries(acked).map(([id, seq]) => [id, Number(seq)])),
    };
  }

  /** The operations the room took from these clients before (they outlive the room for a while). */
  async acked(cardId: string): Promise<Acked> {
    const acked = await this.redis.hgetall(ackedKey(cardId));
    return Object.fromEntries(Object.entries(acked).map(([id, seq]) => [id, Number(seq)]));
  }

  /**
   * Creates the room unless another replica just did; false means load it instead. `savedAcked`
   * (the seqs saved rooms of this card took) joins the room's seqs, a higher one winning.
   */
  async create(
    cardId: string,
    room: Omit<RoomSnapshot, 'version' | 'savedVersion' | 'updatedBy' | 'acked'>,
    savedAcked: Acked = {},
  ): Promise<boolean> {
    const created = await this.redis.roomCreate(
      roomKey(cardId),
      ackedKey(cardId),
      JSON.stringify(room.data),
      JSON.stringify(room.extras),
      room.sessionId,
      room.status,
      ROOM_TTL_SECONDS,
      ...Object.entries(savedAcked).flat(),
    );
    return created === 1;
  }

  /**
   * Writes the room's data and the operations it took (`acked`: per client, the new highest seq)
   * if nobody wrote since `version`: the new version, 'stale' or 'gone'.
   */
  async compareAndSet(
    cardId: string,
    version: number,
    data: CollabCardData,
    clientId: string,
    acked: Acked = {},
  ): Promise<number | 'stale' | 'gone'> {
    const result = Number(
      await this.redis.roomCompareAndSet(
        roomKey(cardId),
        ackedKey(cardId),
        version,
        JSON.stringify(data),
        ROOM_TTL_SECONDS,
        clientId,
        ...Object.entries(acked).flat(),
      ),
    );
    return result === -1 ? 'gone' : result === 0 ? 'stale' : result;
  }

  async markSaved(cardId: string, version: number): Promise<void> {
    await this.redis.roomMarkSaved(roomKey(cardId), version);
  }

  async setStatus(cardId: string, status: RoomSnapshot['status']): Promise<void> {
    await this.redis.roomSetStatus(roomKey(cardId), status);
  }

  /** Deletes the room once nobody is present on any replica; false when someone still is. */
  async dropIfEmpty(cardId: string, now: number): Promise<boolean> {
    const dropped = await this.redis.roomDropIfEmpty(
      roomKey(cardId),
      membersKey(cardId),
      infoKey(cardId),
      now,
    );
    return dropped === 1;
  }

  async forceDrop(cardId: string): Promise<void> {
    await this.redis.del(roomKey(cardId), membersKey(cardId), infoKey(cardId));
  }

  /** Adds a present client; returns how many are present on all replicas. */
  async addMember(
    cardId: string,
    memberKey: string,
    info: MemberInfo,
    expiresAt: number,
    now: number,
  ) {
    return Number(
      await this.redis.memberAdd(
        membersKey(cardId),
        infoKey(cardId),
        memberKey,
        expiresAt,
        JSON.stringify(info),
        now,
        ROOM_TTL_SECONDS,
      ),
    );
  }

  /** A present member's new name, for the member lists of those who join after. */
  async renameMember(cardId: string, memberKey: string, name: string): Promise<void> {
    const stored = await this.redis.hget(infoKey(cardId), memberKey);
    if (!stored) return;
    const info = { ...(JSON.parse(stored) as MemberInfo), name };
    await this.redis.hset(infoKey(cardId), memberKey, JSON.stringify(info));
  }

  async removeMember(cardId: string, memberKey: string, now: number): Promise<number> {
    return Number(
      await this.redis.memberRemove(membersKey(cardId), infoKey(cardId), memberKey, now),
    );
  }

  /** Extends this replica's clients' presence and the room's keys. */
  async heartbeat(cardId: string, memberKeys: string[], expiresAt: number): Promise<void> {
    const pipeline = this.redis.pipeline();
    if (memberKeys.length > 0) {
      pipeline.zadd(membersKey(cardId), 'XX', ...memberKeys.flatMap((key) => [expiresAt, key]));
    }
    for (const key of [roomKey(cardId), membersKey(cardId), infoKey(cardId)]) {
      pipeline.expire(key, ROOM_TTL_SECONDS);
    }
    await pipeline.exec();
  }

  /** Removes clients whose replica stopped refreshing them; returns them and the remaining count. */
  async sweep(cardId: string, now: number): Promise<{ count: number; gone: MemberInfo[] }> {
    const [count, ...infos] = (await this.redis.memberSweep(
      membersKey(cardId),
      infoKey(cardId),
      now,
    )) as [number, ...string[]];
    return { count: Number(count), gone: infos.map((info) => JSON.parse(info) as MemberInfo) };
  }

  async members(cardId: string, now: number): Promise<MemberInfo[]> {
    const [keys, infos] = await Promise.all([
      this.redis.zrangebyscore(membersKey(cardId), now, '+inf'),
      this.redis.hgetall(infoKey(cardId)),
    ]);
    return keys.flatMap((key) => {
      const info = infos[key];
      if (!info) return [];
      const member = JSON.parse(info) as Partial<MemberInfo> & Omit<MemberInfo, 'role'>;
      // Written by a replica from before roles were kept: it only let owners and editors in.
      return [{ ...member, role: member.role ?? 'editor' }];
    });
  }

  async hasMembers(cardId: string, now: number): Promise<boolean> {
    return (await this.redis.zcount(membersKey(cardId), now, '+inf')) > 0;
  }
}

const roomKey = (cardId: string) => `collab:room:{${cardId}}`;
const membersKey = (cardId: string) => `collab:room:{${cardId}}:members`;
const infoKey = (cardId: string) => `collab:room:{${cardId}}:info`;
/**
 * Not dropped with the room: a client whose last operations were saved with a room that emptied
 * meanwhile resends them on its return, and the next room must still know them (expires as rooms do).
 */
const ackedKey = (cardId: string) => `collab:room:{${cardId}}:acked`;
