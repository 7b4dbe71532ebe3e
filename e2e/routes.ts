import { WEB_PAGE_PATTERNS, webPagePath, type WebPagePattern } from '@cardsmith/contracts';

export const CARD_ROUTE = '/cards/:id';

/**
 * The pages `bench/web` loads: every page of the app's route list (contracts' WEB_PAGE_PATTERNS)
 * that needs nothing made for it first, and a card's page (put its id in with `cardRoute`).
 */
export const APP_ROUTES = WEB_PAGE_PATTERNS.filter(
  (pattern: WebPagePattern) =>
    pattern === CARD_ROUTE || (!pattern.includes(':') && pattern !== '/sign-in/verify'),
);

export function cardRoute(id: string): string {
  return webPagePath(CARD_ROUTE, { id });
}
