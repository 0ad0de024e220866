import {
  calculateCustodyCosts,
  calculatePropertyDivision,
  calculateQdro,
  calculateTaxImpact,
  EngineValidationError,
  type FieldError,
} from '@securesplit/engine';

/**
 * The premium calculators' endpoints (contract C3) answered by the real engine, for component tests
 * and stories: the engine's result or its field messages, as the server would send them.
 */
const ENGINES: Record<string, (input: unknown) => unknown> = {
  '/api/v1/calculators/property-division': calculatePropertyDivision,
  '/api/v1/calculators/qdro': calculateQdro,
  '/api/v1/calculators/tax-impact': calculateTaxImpact,
  '/api/v1/calculators/custody-costs': calculateCustodyCosts,
};

export function isPremiumPath(path: string): boolean {
  return path in ENGINES;
}

export type PremiumEngineAnswer = { ok: true; result: Record<string, unknown> } | { ok: false; errors: FieldError[] };

export function premiumEngineAnswer(path: string, body: unknown): PremiumEngineAnswer {
  try {
    return { ok: true, result: ENGINES[path]!(body) as Record<string, unknown> };
  } catch (error) {
    if (error instanceof EngineValidationError) return { ok: false, errors: error.errors };
    throw error;
  }
}

/** The server's answers to a signed-out caller and to a free account past its month's calculations (C3). */
export const PREMIUM_PROBLEMS = {
  'signed-out': {
    type: 'https://securesplit.app/problems/signed-out',
    title: 'Authentication required',
    status: 401,
    detail: 'Please log in to continue.',
  },
  'quota-used': {
    type: 'https://securesplit.app/problems/premium-required',
    title: 'Full Access required',
    status: 403,
    detail: 'You have used your 2 free premium calculations for November 2026. Subscribe for Full Access to keep calculating, or come back on December 1, 2026.',
    subscribeUrl: '/subscribe',
  },
} as const;
