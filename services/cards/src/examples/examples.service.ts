import { EXAMPLE_CARDS, type ExampleCard } from './example-cards.js';
import type { ExamplesRepository } from './examples.repository.js';

/**
 * Writes the example cards at start-up, so trending is not empty on a fresh install and a change
 * to an example reaches existing databases.
 */
export class ExamplesService {
  constructor(
    private readonly examples: ExamplesRepository,
    private readonly cards: readonly ExampleCard[] = EXAMPLE_CARDS,
  ) {}

  sync(): Promise<number> {
    return this.examples.upsert(this.cards);
  }
}
