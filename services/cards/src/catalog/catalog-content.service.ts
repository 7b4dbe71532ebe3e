import { CATALOG_CONTENT, type CatalogContent } from './content/index.js';
import type { CatalogContentRepository } from './catalog-content.repository.js';

/**
 * Brings the built-in catalog in Postgres up to date with the content shipped in this build, at
 * every start-up, so a change to the art reaches existing databases without a migration.
 */
export class CatalogContentService {
  constructor(
    private readonly repository: CatalogContentRepository,
    private readonly content: CatalogContent = CATALOG_CONTENT,
  ) {}

  sync(): Promise<void> {
    return this.repository.upsert(this.content);
  }
}
