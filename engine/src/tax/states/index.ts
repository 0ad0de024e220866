import type { JurisdictionSlug } from '../../jurisdictions.js';
import { NO_WAGE_TAX_STATES } from './no-tax.js';
import type { StateTaxRules } from './types.js';

const ALL: readonly StateTaxRules[] = [...NO_WAGE_TAX_STATES];

const BY_SLUG = new Map<JurisdictionSlug, StateTaxRules>(ALL.map((r) => [r.slug, r]));

/** The state's income tax data, or undefined where we do not hold it yet. */
export function stateTaxRulesFor(slug: JurisdictionSlug): StateTaxRules | undefined {
  return BY_SLUG.get(slug);
}
