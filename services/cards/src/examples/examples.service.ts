import { EXAMPLE_CARDS, type ExampleCard } from './example-cards.js';
import type { ExamplesRepository } from './examples.repository.js';

/** Seeds the example cards on start-up, so trending is not empty on a fresh install. */
export class ExamplesService {
  constructor(
    private readonly examples: ExamplesRepository,
    private readonly cards: ExampleCard[] = EXAMPLE_CARDS,
  ) {}

  ensureSeeded(): Promise<number> {
    return this.examples.insertMissing(this.cards);
  }
}
