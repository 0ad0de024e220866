import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { SecurityRequirementObject, SecuritySchemeObject } from 'openapi3-ts/oas31';
import { sessionCookieName } from '../auth/session-cookie.js';
import type { Problem } from '../http/problem.js';
import type { ErrorStatus } from '../routes/operation.js';
import type { OperationAuth } from '../routes/operation-auth.js';

const PRODUCTION_COOKIE = sessionCookieName(true);
const DEVELOPMENT_COOKIE = sessionCookieName(false);

/**
 * The session cookie under both of its names: browsers accept a `__Host-` cookie only over HTTPS, so the
 * server uses that name when its cookies are `Secure` (production, or `SECURE_COOKIES=true`) and the plain
 * name otherwise (a development server on http://localhost). A server reads only the one name it sets.
 */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: PRODUCTION_COOKIE,
    description:
      `The session of a signed-in account: an httpOnly, \`Secure\`, \`SameSite=Lax\` cookie set by log-in, sign-up and the test ` +
      `login, sent back by the browser. Named \`${PRODUCTION_COOKIE}\` where cookies are Secure (production, or ` +
      `\`SECURE_COOKIES=true\`): the \`__Host-\` prefix makes browsers take it only over HTTPS with \`Path=/\` and no \`Domain\`, ` +
      `so no subdomain can plant or read it. First-party only: writes must carry the SecureSplit site's \`Origin\`.`,
  },
  developmentSessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: DEVELOPMENT_COOKIE,
    description:
      `The same session cookie on a server whose cookies are not Secure (\`NODE_ENV\` other than production and ` +
      `\`SECURE_COOKIES\` unset or false, e.g. http://localhost in development): named \`${DEVELOPMENT_COOKIE}\`, ` +
      `since browsers refuse a \`__Host-\` cookie without HTTPS.`,
  },
  adminToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The admin token: `Authorization: Bearer <ADMIN_TOKEN>`, the secret set in the server’s `ADMIN_TOKEN` (at least 24 ' +
      'characters). Only the admin operations take it; a wrong token answers 401 and failed attempts are rate-limited.',
  },
} satisfies Record<string, SecuritySchemeObject>;

/** Declares the schemes that the given operations' `auth` use (an unused scheme would be noise). */
export function registerSecuritySchemes(registry: OpenAPIRegistry, auths: Iterable<OperationAuth>): void {
  const used = new Set([...auths].flatMap((auth) => securityRequirements(auth).flatMap((alternative) => Object.keys(alternative))));
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    if (used.has(name)) registry.registerComponent('securitySchemes', name, scheme);
  }
}

/** Either name of the session cookie (only one is in use on a given server). */
const SESSION: SecurityRequirementObject[] = [{ sessionCookie: [] }, { developmentSessionCookie: [] }];

/** The operation's `security`: alternatives, any one of which is enough (`{}` = none needed). */
export function securityRequirements(auth: OperationAuth): SecurityRequirementObject[] {
  const admin: SecurityRequirementObject[] = [{ adminToken: [] }];
  switch (auth) {
    case 'none':
      return [];
    case 'session':
      return SESSION;
    case 'session-optional':
      return [{}, ...SESSION];
    case 'admin':
      return admin;
    case 'session-or-admin':
      return [...admin, ...SESSION];
  }
}

/** The refusals that come with the credentials an operation needs (documented even when it lists none). */
export function authErrorStatuses(auth: OperationAuth): ErrorStatus[] {
  if (auth === 'session' || auth === 'admin') return [401];
  return auth === 'session-or-admin' ? [401, 403] : [];
}

/** The admin operations' own 401 and 403 (auth/admin.ts), which differ from the account ones. */
export const ADMIN_AUTH_EXAMPLES: Partial<Record<ErrorStatus, { description: string; example: Problem }>> = {
  401: {
    description: 'Neither the admin token nor a session was sent (or the admin token is wrong: title `Access Denied`)',
    example: {
      type: 'https://securesplit.app/problems/signed-out',
      title: 'Authentication required',
      status: 401,
      detail: 'Admin access needs an admin account or the admin token.',
    },
  },
  403: {
    description: 'Signed in with an account that is not an admin (or a write on the session cookie from another site)',
    example: {
      type: 'https://securesplit.app/problems/not-admin',
      title: 'Forbidden',
      status: 403,
      detail: 'This account is not an admin.',
    },
  },
};
