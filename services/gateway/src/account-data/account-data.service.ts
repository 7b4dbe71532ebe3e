import type { Writable } from 'node:stream';
import {
  ACCOUNT_DATA_MESSAGES as M,
  ACCOUNT_DATA_PART_LABELS,
  ACCOUNT_DATA_PARTS,
  ACCOUNT_EXPORT_LIMITS,
  type AccountDataExport,
  type AccountDataPart,
  type EraseAccountResult,
} from '@cardsmith/contracts';
import { HttpError, type ActionLimiter, type Actor, type Logger } from '@cardsmith/service-kit';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import type { AccountDataPeers } from '../adapters/account-data-peers.js';
import {
  exportEntries,
  exportFileName,
  skippedNote,
  type ExportSubject,
} from './account-export.js';
import { writeZip } from './account-zip.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPORT_LIMIT = { ...ACCOUNT_EXPORT_LIMITS, windowMs: DAY_MS };
/** Deletions are cheap to refuse and costly to run: a few per visitor and network per hour. */
const ERASE_LIMIT = { perVisitor: 5, perNetwork: 20, windowMs: 60 * 60 * 1000 };
/** The most owner ids one request to a service carries (contracts' AccountDataRequestSchema). */
const MAX_OWNER_IDS = 50;

/** Who asks: the signed-in account, or the browser's own anonymous visitor. */
export interface DataSubject {
  accountId: string | null;
  /** The browser's anonymous visitor (when signed in, the one the cookie still names). */
  deviceVisitorId: string | null;
  actor: Actor;
}

export interface PreparedExport {
  fileName: string;
  /** Streams the ZIP into `out` and ends it; rejects when a file breaks off midway. */
  write(out: Writable): Promise<void>;
}

export interface AccountDataDeps {
  peers: AccountDataPeers;
  accounts: AccountsRepository;
  limiter: ActionLimiter;
  logger: Logger;
  now?: () => Date;
}

const unavailable = (part: AccountDataPart, sentence: (label: string) => string) =>
  new HttpError(503, 'service_unavailable', sentence(ACCOUNT_DATA_PART_LABELS[part]));

/**
 * "Your data is yours": everything the services hold for a visitor, downloaded as one ZIP, or
 * deleted everywhere. Each service answers for its own data (contracts' `accountDataRoutes`); this
 * gathers the answers, or goes through the services in `ACCOUNT_DATA_PARTS` order and then ends
 * the account itself.
 */
export class AccountDataService {
  private readonly now: () => Date;

  constructor(private readonly deps: AccountDataDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Gathers every part first (a service that does not answer is a 503 before any byte is sent),
   * then hands back the ZIP to stream. Counts against the daily export quota.
   */
  async prepareExport(subject: DataSubject): Promise<PreparedExport> {
    const admitted = await this.deps.limiter.admit('account-export', EXPORT_LIMIT, subject.actor);
    if (!admitted)
      throw new HttpError(429, 'rate_limited', M.tooManyExports(this.whenMoreExports()));
    const ownerIds = await this.ownerIds(subject);
    const account = subject.accountId
      ? await this.deps.accounts.findById(subject.accountId)
      : undefined;
    const answers = await Promise.allSettled(
      ACCOUNT_DATA_PARTS.map((part) => this.deps.peers.export(part, ownerIds)),
    );
    const parts = {} as Record<AccountDataPart, AccountDataExport>;
    ACCOUNT_DATA_PARTS.forEach((part, index) => {
      const answer = answers[index]!;
      if (answer.status === 'rejected') {
        this.deps.logger.warn(
          { err: answer.reason, part },
          'a part of a data export did not answer',
        );
        throw unavailable(part, M.exportUnavailable);
      }
      parts[part] = answer.value;
    });
    const now = this.now();
    const exportSubject: ExportSubject = {
      account: account
        ? { id: account.id, email: account.email, createdAt: account.created_at }
        : null,
      ownerIds,
    };
    const entries = exportEntries(exportSubject, parts, (id) => this.deps.peers.readFile(id), now);
    return {
      fileName: exportFileName(now),
      write: async (out) => {
        const skipped = await writeZip(out, entries, skippedNote);
        if (skipped.length > 0) {
          this.deps.logger.warn({ skipped: skipped.length }, 'a data export left files out');
        }
      },
    };
  }

  /**
   * Deletes everything, part after part; a part that does not answer stops the deletion with a
   * 503 (what is deleted stays deleted, and asking again finishes it). The account and its
   * sessions go last, so a failed deletion can be retried while signed in.
   */
  async erase(subject: DataSubject): Promise<EraseAccountResult> {
    const admitted = await this.deps.limiter.admit('account-erase', ERASE_LIMIT, subject.actor);
    if (!admitted) throw new HttpError(429, 'rate_limited', M.tooManyErasures);
    const ownerIds = await this.ownerIds(subject);
    const parts: EraseAccountResult['parts'] = {};
    for (const part of ACCOUNT_DATA_PARTS) {
      try {
        parts[part] = await this.deps.peers.erase(part, ownerIds);
      } catch (error) {
        this.deps.logger.warn({ err: error, part }, 'a part of a deletion did not answer');
        throw unavailable(part, M.partUnavailable);
      }
    }
    if (subject.accountId) {
      parts.account = await this.deps.accounts.deleteAccount(subject.accountId);
    }
    return { deleted: true, parts };
  }

  /** The account and every visitor that signed in to it, or the anonymous visitor alone. */
  private async ownerIds(subject: DataSubject): Promise<string[]> {
    const linked = subject.accountId
      ? await this.deps.accounts.linkedVisitors(subject.accountId, MAX_OWNER_IDS - 2)
      : [];
    const ids = [subject.accountId, subject.deviceVisitorId, ...linked].filter(
      (id): id is string => id !== null,
    );
    return [...new Set(ids)];
  }

  private whenMoreExports(): string {
    const now = this.now();
    const tomorrow = new Date(Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS);
    return `${tomorrow.toISOString().slice(11, 16)} UTC tomorrow`;
  }
}
