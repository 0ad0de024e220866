import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Source } from '../rules/source.js';

/**
 * The age at which child support for a child ends by default in a state (the age of emancipation for support),
 * with where it is written. Only states whose rule was read are held; every other state is assumed to end
 * support at 18 and says so.
 */
export interface EmancipationRule {
  /** Support for a child is computed until the day before this birthday. */
  age: number;
  /**
   * The date the text read was in force (when it was checked). Whether the age differed earlier was not
   * checked, so the rule is applied to every date and the step says as of when it was read.
   */
  textInForceOn: string;
  source: Source;
  /** What the rule adds that the timeline does not model (school, disability, agreements). */
  notModelled: string;
}

export const ASSUMED_EMANCIPATION_AGE = 18;

export const EMANCIPATION_RULES: Partial<Record<JurisdictionSlug, EmancipationRule>> = {
  'new-york': {
    age: 21,
    textInForceOn: '2026-12-07',
    source: {
      title: 'N.Y. Family Court Act § 413(1)(a); Domestic Relations Law § 240(1-b)(b)(2) (a "child" is under 21)',
      section: 'FCA § 413(1)(a): parents are chargeable with the support of a child until age 21',
      url: 'https://www.nysenate.gov/legislation/laws/FCT/413',
      lastChecked: '2026-12-07',
    },
    notModelled:
      'Earlier emancipation (marriage, military service, self-support) and the extension to 26 for a developmentally disabled adult child (DRL § 240-d) are not modelled.',
  },
  california: {
    age: 18,
    textInForceOn: '2026-12-07',
    source: {
      title: 'Cal. Family Code §§ 3900, 3901(a)(1) (amended Stats. 2018, ch. 504)',
      section:
        '§ 3901(a)(1): support continues for an unmarried full-time high school student who is not self-supporting until the child completes the 12th grade or turns 19, whichever occurs first',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FAM&sectionNum=3901',
      lastChecked: '2026-12-07',
    },
    notModelled:
      'The § 3901 extension for a full-time high school student (to the end of 12th grade, at most 19) and support of an incapacitated adult child (§ 3910) are not modelled: support ends at 18.',
  },
  pennsylvania: {
    age: 18,
    textInForceOn: '2026-12-07',
    source: {
      title: 'Blue v. Blue, 616 A.2d 628 (Pa. 1992); 23 Pa.C.S. § 4321 (as summarized by practitioners)',
      section: 'The duty of support ends when the child reaches 18 or graduates from high school, whichever is later',
      lastChecked: '2026-12-07',
    },
    notModelled:
      'Support until high school graduation when that comes after the 18th birthday, and support of an adult child unable to support themselves, are not modelled: support ends at 18.',
  },
};

/** The rule for a state, or undefined when none is held (the caller assumes 18 and says so). */
export function emancipationRuleFor(state: JurisdictionSlug): EmancipationRule | undefined {
  return EMANCIPATION_RULES[state];
}
