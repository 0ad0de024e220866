import { JURISDICTION_SLUGS, type JurisdictionSlug } from '../../jurisdictions.js';
import * as flatStates from './flat.js';
import * as aToK from './graduated-a-k.js';
import * as mToN from './graduated-m-n.js';
import * as oToW from './graduated-o-w.js';
import { NO_WAGE_TAX_STATES } from './no-tax.js';
import type { StateTaxRules } from './types.js';

const ALL: readonly StateTaxRules[] = [
  ...NO_WAGE_TAX_STATES,
  ...Object.values(flatStates),
  ...Object.values(aToK),
  ...Object.values(mToN),
  ...Object.values(oToW),
];

const BY_SLUG = new Map<JurisdictionSlug, StateTaxRules>();
for (const rules of ALL) {
  if (BY_SLUG.has(rules.slug)) throw new Error(`State income tax data for ${rules.slug} is defined twice`);
  if (rules.years.length === 0) throw new Error(`State income tax data for ${rules.slug} holds no year`);
  for (const y of rules.years) {
    if (y.confidence === 'estimate' && y.approximations.length === 0 && y.kind !== 'none') {
      // An estimate must say what it approximates (the same rule the child support data follows).
      throw new Error(
        `State income tax data for ${rules.slug} ${y.taxYear} is an estimate without a stated approximation`,
      );
    }
    if (y.sources.length === 0)
      throw new Error(`State income tax data for ${rules.slug} ${y.taxYear} cites no source`);
  }
  BY_SLUG.set(rules.slug, rules);
}

/** The state's income tax data; every state and DC is held (checked by the tests). */
export function stateTaxRulesFor(slug: JurisdictionSlug): StateTaxRules {
  const rules = BY_SLUG.get(slug);
  if (!rules) throw new Error(`No income tax data for ${slug}`);
  return rules;
}

/** Jurisdictions without income tax data (should be none). */
export function statesWithoutTaxData(): JurisdictionSlug[] {
  return JURISDICTION_SLUGS.filter((slug) => !BY_SLUG.has(slug));
}
