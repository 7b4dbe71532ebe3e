import { z } from 'zod';

/*
 * Zod compiles fast object parsers with `new Function`, and probes whether it may by calling it
 * once. The site's CSP (script-src 'self', no 'unsafe-eval') refuses that, and the browser reports
 * the refused probe as a policy violation even though Zod catches it. Jitless, Zod neither probes
 * nor compiles. This module is imported first, before any module builds a schema, because each
 * object schema reads the setting when it is built.
 */
z.config({ jitless: true });
