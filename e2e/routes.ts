/**
 * Every route the web app serves: the spec's route table (000 §2) and the footer's info pages.
 * Shared by the end-to-end route checks and `bench/web`. The card link needs a saved card's id:
 * put it in with `cardRoute`.
 */
export const APP_ROUTES = [
  '/',
  '/modern',
  '/old',
  '/editor',
  '/modern-editor',
  '/ai-message',
  '/ai-image',
  '/voice-messages',
  '/video-cards',
  '/ar-preview',
  '/smart-scheduling',
  '/collaboration',
  '/social-integration',
  '/test-ai',
  '/admin',
  '/cards/{id}',
  '/templates',
  '/pricing',
  '/faq',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

export const CARD_ROUTE = '/cards/{id}';

export function cardRoute(id: string): string {
  return CARD_ROUTE.replace('{id}', encodeURIComponent(id));
}
