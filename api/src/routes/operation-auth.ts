import { isAccountPath } from './account-paths.js';

/**
 * Who may call an operation, declared once: the server's behaviour is tested against it and the OpenAPI
 * document's `security` is generated from it.
 * - `none`: public; no credentials.
 * - `session`: the session cookie of a signed-in account; 401 without one.
 * - `session-optional`: works signed out; a session, when sent, changes the answer (e.g. log-out ends it).
 * - `admin`: `Authorization: Bearer <ADMIN_TOKEN>`; 401 without it.
 * - `session-or-admin`: the admin token, or the session of an account with role admin; 401 with neither,
 *   403 for a signed-in account that is not an admin.
 */
export type OperationAuth = 'none' | 'session' | 'session-optional' | 'admin' | 'session-or-admin';

/** The admin paths (v1 and earlier): the admin token or an admin's session. */
const ADMIN_PATH = /^\/api\/(v1\/)?admin(\/|$)/;

/**
 * An operation's declared `auth`, or what its path implies when it declares none: the admin paths take
 * the admin token or an admin session, the other account paths (account-paths.ts) a session, and every
 * other path is public. An account path that works signed out (sign-up, log-in) declares `auth: 'none'`.
 */
export function operationAuth(operation: { auth?: OperationAuth | undefined; path: string }): OperationAuth {
  if (operation.auth) return operation.auth;
  if (ADMIN_PATH.test(operation.path)) return 'session-or-admin';
  return isAccountPath(operation.path) ? 'session' : 'none';
}

/** Whether a signed-out call (no cookie, no token) is refused with 401. */
export const needsCredentials = (auth: OperationAuth) => auth === 'session' || auth === 'admin' || auth === 'session-or-admin';
