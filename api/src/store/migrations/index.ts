import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as idempotencyKeys from './0002-idempotency-keys.js';
import * as rateLimits from './0003-rate-limits.js';
import * as accounts from './0004-accounts.js';
import * as billing from './0005-billing.js';
import * as premiumUsage from './0006-premium-usage.js';
import * as admin from './0007-admin.js';
import * as emailVerification from './0008-email-verification.js';
import * as reviewContact from './0009-review-contact.js';
import * as shares from './0010-shares.js';
import * as scenarios from './0011-scenarios.js';

/** Every migration, in order. Names sort as they run; never rename or edit one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-idempotency-keys': idempotencyKeys,
  '0003-rate-limits': rateLimits,
  '0004-accounts': accounts,
  '0005-billing': billing,
  '0006-premium-usage': premiumUsage,
  '0007-admin': admin,
  '0008-email-verification': emailVerification,
  '0009-review-contact': reviewContact,
  '0010-shares': shares,
  '0011-scenarios': scenarios,
};
