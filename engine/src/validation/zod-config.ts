import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and probes for that by calling
 * `Function('')`. Under a Content-Security-Policy without 'unsafe-eval' (our site's, and the strict
 * policies partner pages use for the widgets) the probe is reported as a policy violation on every
 * page that loads the engine. The engine's objects are small, so parsing them interpreted costs
 * nothing noticeable; the same setting everywhere keeps Node and browsers on one code path.
 */
z.config({ jitless: true });
