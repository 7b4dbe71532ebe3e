import { pathOf } from '../routing/routing-table.js';

/** `/ar-view/{id}`: the page that shows a card's 3D model in `<model-viewer>`. */
const AR_VIEW_PAGE = /^\/ar-view\/[^/]+\/?$/;

/**
 * What the 3D viewer needs beyond the site's policy, and nothing more: three.js hands the GLB's
 * embedded textures to the image decoder as `blob:` URLs it fetches first (connect-src), and
 * model-viewer compiles its meshopt decoder from WebAssembly at load ('wasm-unsafe-eval' allows
 * compiling WebAssembly only, not `eval` of scripts).
 */
const AR_VIEW_ADDITIONS: Readonly<Record<string, readonly string[]>> = {
  'script-src': ["'wasm-unsafe-eval'"],
  'img-src': ['blob:'],
  'connect-src': ['blob:'],
};

export function isArViewPage(url: string): boolean {
  return AR_VIEW_PAGE.test(pathOf(url));
}

/** The site's Content-Security-Policy with the viewer's sources added to their directives. */
export function widenPolicyForArView(sitePolicy: string): string {
  return sitePolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '')
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      const added = (AR_VIEW_ADDITIONS[name] ?? []).filter((source) => !sources.includes(source));
      return [name, ...sources, ...added].join(' ');
    })
    .join(';');
}

/**
 * The security headers of an answer: the site's, except on the AR viewer's page, whose policy is
 * widened as far as the viewer needs. Both sets are computed once.
 */
export function routeScopedSecurityHeaders(
  siteHeaders: Readonly<Record<string, string>>,
): (url: string) => Readonly<Record<string, string>> {
  const sitePolicy = siteHeaders['content-security-policy'];
  const arViewHeaders = Object.freeze({
    ...siteHeaders,
    ...(sitePolicy ? { 'content-security-policy': widenPolicyForArView(sitePolicy) } : {}),
  });
  return (url) => (isArViewPage(url) ? arViewHeaders : siteHeaders);
}
