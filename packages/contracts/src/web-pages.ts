/**
 * Every page of the web app, as the SPA's router writes its paths (`:name` is one path segment).
 * The router's own test holds it to this list, the gateway answers 404 to a navigation outside
 * it (with the app, which shows its not-found screen), and the end-to-end route check loads each.
 */
export const WEB_PAGE_PATTERNS = [
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
  '/ar-view/:id',
  '/smart-scheduling',
  '/collaboration',
  '/social-integration',
  '/test-ai',
  '/admin',
  '/sign-in/verify',
  '/account',
  '/orders',
  '/orders/:id',
  '/cards/:id',
  '/sign/:token',
  '/address/:token',
  '/templates',
  '/pricing',
  '/faq',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

export type WebPagePattern = (typeof WEB_PAGE_PATTERNS)[number];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchesPattern(pattern: string, pathSegments: readonly string[]): boolean {
  const patternSegments = segmentsOf(pattern);
  return (
    patternSegments.length === pathSegments.length &&
    patternSegments.every(
      (segment, index) => segment.startsWith(':') || segment === pathSegments[index],
    )
  );
}

/**
 * Whether a URL path (no query) is one of the app's pages. As in the router, a trailing slash
 * changes nothing and a parameter is any one non-empty segment.
 */
export function isWebPage(path: string): boolean {
  const segments = segmentsOf(path);
  return WEB_PAGE_PATTERNS.some((pattern) => matchesPattern(pattern, segments));
}

/** A page's path with its parameters filled in, e.g. `/cards/:id` with `{ id }`. */
export function webPagePath(pattern: WebPagePattern, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The page ${pattern} needs its ${name}.`);
    return encodeURIComponent(value);
  });
}
