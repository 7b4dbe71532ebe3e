import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  accountDataRoutes,
  type AccountDataErasure,
  type AccountDataExport,
  type AccountDataPart,
} from '@cardsmith/contracts';
import { createInternalClient, internalHeaders } from '@cardsmith/service-kit';

/** Each service's answers for the data it keeps per visitor (contracts' `accountDataRoutes`). */
export interface AccountDataPeers {
  export(part: AccountDataPart, ownerIds: readonly string[]): Promise<AccountDataExport>;
  erase(part: AccountDataPart, ownerIds: readonly string[]): Promise<AccountDataErasure['erased']>;
  /** A stored file's bytes from the media service, streamed. */
  readFile(mediaId: string): Promise<Readable>;
}

/** A deletion goes through a whole account's deliveries and files: more than a page's wait. */
const ERASE_TIMEOUT_MS = 60_000;
const FILE_TIMEOUT_MS = 60_000;

export function createAccountDataPeers(
  urls: Record<AccountDataPart, string>,
  internalSecret: string,
): AccountDataPeers {
  const client = (part: AccountDataPart, timeoutMs: number) =>
    createInternalClient(urls[part], internalSecret, { timeoutMs });
  return {
    async export(part, ownerIds) {
      return client(part, 15_000)(accountDataRoutes.export, { body: { ownerIds: [...ownerIds] } });
    },
    async erase(part, ownerIds) {
      const { erased } = await client(part, ERASE_TIMEOUT_MS)(accountDataRoutes.erase, {
        body: { ownerIds: [...ownerIds] },
      });
      return erased;
    },
    async readFile(mediaId) {
      const response = await fetch(`${urls.media}/api/media/${encodeURIComponent(mediaId)}`, {
        headers: internalHeaders(internalSecret),
        signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
      });
      if (!response.ok || !response.body) {
        throw new Error(`media answered ${response.status} for the file ${mediaId}`);
      }
      // The DOM's and Node's ReadableStream types differ only on paper: fetch's body is Node's.
      return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    },
  };
}
