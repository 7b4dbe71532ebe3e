/**
 * What Stripe.js needs of a page's Content-Security-Policy (Stripe's integration security guide):
 * its script, the frames of its Elements and of 3-D Secure challenges, and its API. Maps and
 * Link's extras are left out: the payment form uses neither the address element nor Link.
 */
export const STRIPE_JS_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const satisfies Record<string, readonly string[]>;

type Directives = Record<string, readonly string[]>;

/**
 * The site's directives with Stripe.js's sources added when card payments are on (a publishable
 * key is configured), and unchanged when they are not, so no page may load anything of Stripe's.
 * Every page of the app gets them, not only the order page: the app moves between pages without
 * loading a new document, so the policy in force on /orders/{id} is that of the page the visitor
 * first opened (the editor, scheduling, the home page …).
 */
export function withPaymentSources(directives: Directives, stripeOn: boolean): Directives {
  if (!stripeOn) return directives;
  const added: Directives = { ...directives };
  for (const [name, sources] of Object.entries(STRIPE_JS_SOURCES)) {
    // frame-src falls back to default-src ('self') when absent, so it starts from there.
    added[name] = [...(directives[name] ?? directives.defaultSrc ?? []), ...sources];
  }
  return added;
}
