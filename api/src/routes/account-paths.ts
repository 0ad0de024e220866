/** The account paths: cookie sessions, first-party only (no CORS for other origins, writes need our Origin). */
const ACCOUNT_PATH = /^\/api\/(v1\/)?(auth(\/|$)|account(\/|$)|test-premium-access$)/;

/** Whether a path (or an OpenAPI path template) is one of the account paths; every other API path is public. */
export const isAccountPath = (path: string) => ACCOUNT_PATH.test(path);
