import { describe, expect, it } from 'vitest';
import { isAccountPath, rateLimitBucket } from './account-paths.js';
import { OPERATIONS } from './index.js';

const PATHS = OPERATIONS.flatMap((operation) => [operation.path, ...(operation.aliases ?? [])]).map((path) =>
  path.replace(/\{[^}]+\}/g, 'x'),
);

describe('account paths', () => {
  // The router answers a path with a trailing slash too; if the list did not, that spelling would skip
  // the first-party check (and get partner CORS) on a cookie-authenticated operation.
  it.each(PATHS)('%s is classified the same with a trailing slash', (path) => {
    expect(isAccountPath(`${path}/`)).toBe(isAccountPath(path));
  });

  it.each([
    '/api/v1/calculators/property-division',
    '/api/v1/calculators/qdro',
    '/api/v1/calculators/tax-impact',
    '/api/v1/calculators/custody-costs',
    '/api/calculate-property-division',
    '/api/calculate-qdro',
    '/api/calculate-tax-impact',
    '/api/calculate-custody-costs',
    '/api/v1/premium/access',
  ])('the premium path %s is an account path', (path) => {
    expect(isAccountPath(path)).toBe(true);
  });

  it.each(['/api/v1/calculators/child-support', '/api/calculate-budget', '/api/v1/calculators/income-tax', '/api/v1/leads'])(
    'the partner path %s is public',
    (path) => {
      expect(isAccountPath(path)).toBe(false);
    },
  );

  it.each([
    ['/api/v1/auth/login', 'account'],
    ['/api/auth/login', 'account'],
    ['/api/v1/auth/password-reset', 'account'],
    ['/api/v1/account/password', 'account'],
    ['/api/v1/billing/checkout', 'account'],
    ['/api/v1/admin/data-deletion-requests/1/process', 'account'],
    ['/api/v1/calculators/child-support', 'public'],
    ['/api/v1/calculators/property-division', 'public'],
    ['/api/calculate-qdro', 'public'],
    ['/api/v1/assistant/messages', 'public'],
    ['/api/v1/leads', 'public'],
  ])('%s draws on the %s write budget', (path, bucket) => {
    expect(rateLimitBucket(path)).toBe(bucket);
  });
});
