import { JURISDICTION_SLUGS, type JurisdictionSlug } from '../../jurisdictions.js';
import type { AlimonyJurisdictionRules } from '../types.js';
import { california } from './california.js';
import { colorado } from './colorado.js';
import { DISCRETIONARY_RULES } from './discretionary.js';
import { arizona, kansas, maine, newJersey, utah } from './duration-limits.js';
import { florida } from './florida.js';
import { illinois } from './illinois.js';
import { massachusetts } from './massachusetts.js';
import { newHampshire } from './new-hampshire.js';
import { newYork } from './new-york.js';
import { pennsylvania } from './pennsylvania.js';
import { texas } from './texas.js';
import { virginia } from './virginia.js';

const ALL: AlimonyJurisdictionRules[] = [
  arizona,
  california,
  colorado,
  florida,
  illinois,
  kansas,
  maine,
  massachusetts,
  newHampshire,
  newJersey,
  newYork,
  pennsylvania,
  texas,
  utah,
  virginia,
  ...DISCRETIONARY_RULES,
];

export const ALIMONY_RULES: ReadonlyMap<JurisdictionSlug, AlimonyJurisdictionRules> = new Map(
  ALL.map((r) => [r.slug, r]),
);

const missing = JURISDICTION_SLUGS.filter((slug) => !ALIMONY_RULES.has(slug));
if (missing.length > 0 || ALL.length !== JURISDICTION_SLUGS.length) {
  throw new Error(
    `Alimony rules must cover each jurisdiction exactly once; missing: ${missing.join(', ') || 'none'}`,
  );
}

export function alimonyRulesFor(slug: JurisdictionSlug): AlimonyJurisdictionRules {
  return ALIMONY_RULES.get(slug)!;
}
