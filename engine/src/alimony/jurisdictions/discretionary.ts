import type { JurisdictionSlug } from '../../jurisdictions.js';
import { estimateRules } from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyJurisdictionRules } from '../types.js';

/**
 * Jurisdictions whose alimony statutes list factors but set no amount or duration formula. Each gets the
 * labelled estimate; the statute is cited so a reader can check the factors the court weighs.
 */
const FACTOR_STATUTES: ReadonlyArray<{ slug: JurisdictionSlug; statute: string; note?: string }> = [
  { slug: 'alabama', statute: 'Code of Alabama § 30-2-57' },
  { slug: 'alaska', statute: 'Alaska Statutes § 25.24.160(a)(2)' },
  { slug: 'arkansas', statute: 'Arkansas Code § 9-12-312' },
  { slug: 'connecticut', statute: 'Connecticut General Statutes § 46b-82' },
  { slug: 'delaware', statute: '13 Delaware Code § 1512' },
  { slug: 'district-of-columbia', statute: 'D.C. Code § 16-913' },
  { slug: 'georgia', statute: 'O.C.G.A. § 19-6-5' },
  { slug: 'hawaii', statute: 'Hawaii Revised Statutes § 580-47' },
  { slug: 'idaho', statute: 'Idaho Code § 32-705' },
  {
    slug: 'indiana',
    statute: 'Indiana Code § 31-15-7-2',
    note: 'Indiana allows post-divorce maintenance only in limited cases (incapacity, caregiving, rehabilitative up to 3 years).',
  },
  { slug: 'iowa', statute: 'Iowa Code § 598.21A' },
  { slug: 'kentucky', statute: 'Kentucky Revised Statutes § 403.200' },
  { slug: 'louisiana', statute: 'Louisiana Civil Code arts. 111-112' },
  { slug: 'maryland', statute: 'Maryland Code, Family Law § 11-106' },
  { slug: 'michigan', statute: 'Michigan Compiled Laws § 552.23' },
  { slug: 'minnesota', statute: 'Minnesota Statutes § 518.552' },
  { slug: 'mississippi', statute: 'Mississippi Code § 93-5-23 (Armstrong factors)' },
  { slug: 'missouri', statute: 'Missouri Revised Statutes § 452.335' },
  { slug: 'montana', statute: 'Montana Code § 40-4-203' },
  { slug: 'nebraska', statute: 'Nebraska Revised Statutes § 42-365' },
  { slug: 'nevada', statute: 'Nevada Revised Statutes § 125.150' },
  {
    slug: 'new-mexico',
    statute: 'New Mexico Statutes § 40-4-7',
    note: 'New Mexico courts publish non-binding alimony guidelines, not implemented here.',
  },
  { slug: 'north-carolina', statute: 'North Carolina General Statutes § 50-16.3A' },
  { slug: 'north-dakota', statute: 'North Dakota Century Code § 14-05-24.1' },
  { slug: 'ohio', statute: 'Ohio Revised Code § 3105.18' },
  { slug: 'oklahoma', statute: '43 Oklahoma Statutes § 121' },
  { slug: 'oregon', statute: 'Oregon Revised Statutes § 107.105(1)(d)' },
  { slug: 'rhode-island', statute: 'Rhode Island General Laws § 15-5-16' },
  { slug: 'south-carolina', statute: 'South Carolina Code § 20-3-130' },
  { slug: 'south-dakota', statute: 'South Dakota Codified Laws § 25-4-41' },
  { slug: 'tennessee', statute: 'Tennessee Code § 36-5-121' },
  {
    slug: 'vermont',
    statute: '15 V.S.A. § 752',
    note: "Vermont's statutory maintenance guidelines were repealed on July 1, 2021.",
  },
  { slug: 'washington', statute: 'Revised Code of Washington § 26.09.090' },
  { slug: 'west-virginia', statute: 'West Virginia Code § 48-8-104' },
  { slug: 'wisconsin', statute: 'Wisconsin Statutes § 767.56' },
  { slug: 'wyoming', statute: 'Wyoming Statutes § 20-2-114' },
];

export const DISCRETIONARY_RULES: AlimonyJurisdictionRules[] = FACTOR_STATUTES.map(
  ({ slug, statute, note }) =>
    defineAlimonyRules({
      slug,
      versions: [
        estimateRules({
          statute: { title: `${statute} (alimony factors; no amount formula)` },
          summary: `No statutory alimony formula: the court weighs the factors of ${statute}.${note ? ` ${note}` : ''}`,
        }),
      ],
    }),
);
