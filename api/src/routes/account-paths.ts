/**
 * The account paths: cookie sessions, first-party only (no CORS for other origins, writes need our Origin).
 * The premium calculators are among them: they decide access by the session, so they are not partner-callable.
 * A trailing slash is matched too, since the router answers it.
 */
const ACCOUNT_PATH =
  /^\/api\/(v1\/)?(auth(\/|$)|account(\/|$)|test-premium-access\/?$|premium(\/|$)|(calculators\/|calculate-)(property-division|qdro|tax-impact|custody-costs)\/?$)/;

/** Billing (v1 and the spec's paths); not the Stripe webhook, which Stripe calls without cookie or Origin. */
const BILLING_PATH = /^\/api\/(v1\/billing(\/|$)|create-subscription\/?$|subscription-success\/?$|subscription(\/|$)|create-cdfa-checkout\/?$)/;
const STRIPE_WEBHOOK = /^\/api\/v1\/billing\/stripe-webhook\/?$/;

/** The admin paths: an admin session cookie or the admin token; first-party only like the account paths. */
const ADMIN_PATH = /^\/api\/(v1\/)?admin(\/|$)/;

/** Whether a path (or an OpenAPI path template) is one of the account paths; every other API path is public. */
export const isAccountPath = (path: string) => ACCOUNT_PATH.test(path) || ADMIN_PATH.test(path) || (BILLING_PATH.test(path) && !STRIPE_WEBHOOK.test(path));

/** The premium calculators: account paths (their access is the session's) but calculations all the same. */
const CALCULATION_PATH = /^\/api\/(v1\/)?(calculators\/|calculate-)/;

/**
 * The write budget a path draws on: account actions (log-in, sign-up, reset, account, billing, admin) or
 * everything else (calculations, the assistant, leads). A visitor who made many calculations could not log in
 * for a minute while both shared one budget.
 */
export const rateLimitBucket = (path: string): 'account' | 'public' =>
  isAccountPath(path) && !CALCULATION_PATH.test(path) ? 'account' : 'public';
