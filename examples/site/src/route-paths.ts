/**
 * Every path the site draws a page for. App.tsx's ROUTES must match it exactly (checked by its type),
 * and the build writes it to dist/site-routes.json so the server answers any other path with 404
 * (the not-found screen, with the status that says so).
 */
export const SITE_ROUTE_PATHS = [
  '/',
  '/financial-wellness-quiz',
  '/households',
  '/compare',
  '/terms-of-service',
  '/privacy-policy',
  '/disclaimers',
  '/about',
  '/support',
  '/data-deletion',
  '/coming-soon',
  '/priority-review',
  '/cdfa-review-success',
  '/calculator-accuracy',
  '/dashboard',
  '/account',
  '/test-login',
  '/reset-password',
  '/verify-email',
  '/verify',
  '/property-division',
  '/qdro',
  '/tax-impact',
  '/custody-costs',
  '/subscribe',
  '/success',
  '/sandbox-checkout',
  '/property-division-calculator',
  '/qdro-calculator',
  '/tax-impact-calculator',
  '/custody-cost-calculator',
  '/custody-costs-calculator',
  '/admin/waitlist',
  '/admin/dashboard',
  '/data-deletion/confirm',
  '/__crash-test',
] as const;

/** One of the site's page paths. */
export type SitePath = (typeof SITE_ROUTE_PATHS)[number];

/** Spanish pages live under this prefix: `/es` (the home, also `/es/`) and `/es/<path>` (issue 27 §2). */
export const SPANISH_PREFIX = '/es';

/** Every page path in every language: what the server knows (dist/site-routes.json) and the build writes pages for. */
export const SITE_ROUTE_PATHS_ALL_LANGUAGES: readonly string[] = [
  ...SITE_ROUTE_PATHS,
  ...SITE_ROUTE_PATHS.map((route) => (route === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${route}`)),
];
