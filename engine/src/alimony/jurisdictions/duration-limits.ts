import { note, type Step } from '../../explain/steps.js';
import type { Source } from '../../rules/source.js';
import { UNTIL_JUDGMENT, describeMonths, openEnded, shareOfMarriage, upTo } from '../duration.js';
import {
  ESTIMATE_APPROXIMATIONS,
  ESTIMATE_BASIS,
  estimateDuration,
  estimateOutcome,
} from '../models/estimate.js';
import { defineAlimonyRules } from '../rules.js';
import type { AlimonyCase, AlimonyJurisdictionRules, DurationOutcome } from '../types.js';
import type { JurisdictionSlug } from '../../jurisdictions.js';

/**
 * States whose statutes set no amount formula but do limit duration: the amount is estimated and the
 * statutory duration rule is applied exactly.
 */
interface DurationRule {
  slug: JurisdictionSlug;
  effectiveFrom: string;
  statute: Source;
  summary: string;
  /** The statutory duration for this case, or undefined when the statute says nothing for this type. */
  duration(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } | undefined;
}

/** The amount estimate assumes non-deductible payments, so these versions start with the 2019 tax rule. */
const ESTIMATE_ERA_START = '2019-01-01';

function defineDurationLimitRules(rule: DurationRule): AlimonyJurisdictionRules {
  return defineAlimonyRules({
    slug: rule.slug,
    versions: [
      {
        effective: { from: rule.effectiveFrom },
        model: 'statutory-duration-limit',
        hasAmountFormula: false,
        confidence: 'estimate',
        sources: [rule.statute, ESTIMATE_BASIS],
        approximations: [ESTIMATE_APPROXIMATIONS[0]!],
        summary: rule.summary,
        compute(c) {
          const statutory = rule.duration(c);
          const outcome = estimateOutcome(
            c,
            `${rule.summary} The amount below is an estimate, not a guideline amount.`,
            statutory,
          );
          if (!statutory)
            return { ...outcome, approximations: [...outcome.approximations, ESTIMATE_APPROXIMATIONS[1]!] };
          if (statutory.outcome.months === 0) {
            // A presumption against any award: nothing is owed unless it is rebutted.
            return {
              ...outcome,
              monthlyPayment: 0,
              monthlyRange: { low: 0, high: outcome.monthlyRange.high },
              steps: [
                ...outcome.steps,
                note(
                  'Presumed amount',
                  "No award is presumed, so the amount is 0; the range's high end shows what might be ordered if the presumption is rebutted.",
                ),
              ],
            };
          }
          return outcome;
        },
      },
    ],
  });
}

function temporary(c: AlimonyCase): { outcome: DurationOutcome; steps: Step[] } | undefined {
  return c.alimonyType === 'temporary'
    ? { outcome: UNTIL_JUDGMENT, steps: [note('Duration', UNTIL_JUDGMENT.text)] }
    : undefined;
}

export const newJersey = defineDurationLimitRules({
  slug: 'new-jersey',
  effectiveFrom: ESTIMATE_ERA_START,
  statute: {
    title: 'N.J.S.A. 2A:34-23 (alimony), as amended by P.L. 2014, c. 42, effective September 10, 2014',
    section: '2A:34-23(c) (limited duration; open durational alimony after 20 years)',
    url: 'https://lis.njleg.state.nj.us/',
  },
  summary:
    'New Jersey has no alimony amount formula (the court weighs the 2A:34-23(b) factors); for a marriage under 20 years the total duration may not exceed the length of the marriage except in exceptional circumstances.',
  duration(c) {
    const t = temporary(c);
    if (t) return t;
    const months = c.marriage.months;
    if (c.marriage.exactYears >= 20) {
      return {
        outcome: openEnded(
          'Open durational (no set end date): marriage of 20 years or more; presumed to end at full retirement age',
        ),
        steps: [
          note('Duration', 'Marriage of 20 years or more: open durational alimony', 'N.J.S.A. 2A:34-23(c)'),
        ],
      };
    }
    return {
      outcome: upTo(months, '(not longer than the marriage, save exceptional circumstances)'),
      steps: [
        note(
          'Duration',
          `Marriage under 20 years: at most the length of the marriage, ${describeMonths(months)}`,
          'N.J.S.A. 2A:34-23(c)',
        ),
      ],
    };
  },
});

export const maine = defineDurationLimitRules({
  slug: 'maine',
  effectiveFrom: ESTIMATE_ERA_START,
  statute: {
    title: '19-A M.R.S. § 951-A (spousal support), as shown in LD 195 (2023)',
    section: '§ 951-A(2)(A) general support presumptions',
    url: 'https://legislature.maine.gov/statutes/19-A/title19-Asec951-A.html',
  },
  summary:
    'Maine has no spousal support amount formula; general support is presumptively not awarded after a marriage of under 10 years and presumptively limited to half the marriage for 10 to 20 years.',
  duration(c) {
    const t = temporary(c);
    if (t) return t;
    if (c.alimonyType !== 'permanent') return undefined;
    const years = c.marriage.exactYears;
    if (years < 10) {
      return {
        outcome: {
          text: 'None presumed: general support is presumptively not awarded after a marriage of under 10 years',
          months: 0,
        },
        steps: [
          note(
            'Duration',
            'Rebuttable presumption against general support: marriage under 10 years',
            '§ 951-A(2)(A)',
          ),
        ],
      };
    }
    if (years <= 20) {
      const months = shareOfMarriage(c.marriage.months, 0.5);
      return {
        outcome: upTo(months, '(half the length of the marriage, rebuttable)'),
        steps: [
          note(
            'Duration',
            `Marriage of 10 to 20 years: presumptively at most half its length, ${describeMonths(months)}`,
            '§ 951-A(2)(A)',
          ),
        ],
      };
    }
    return {
      outcome: openEnded('No presumptive limit: marriage over 20 years'),
      steps: [note('Duration', 'Marriage over 20 years: no presumptive term limit', '§ 951-A(2)(A)')],
    };
  },
});

/** K.S.A. 23-2904: maintenance may not exceed 121 months (it may be reinstated on motion before it ends). */
const KANSAS_MAX_MONTHS = 121;

export const kansas = defineDurationLimitRules({
  slug: 'kansas',
  effectiveFrom: ESTIMATE_ERA_START,
  statute: {
    title: 'K.S.A. 23-2904 (maintenance; 121-month limit), Kansas Family Law Code',
    section: '23-2904(a)',
    url: 'https://www.ksrevisor.org/statutes/chapters/ch23/023_029_0004.html',
  },
  summary:
    'Kansas has no statewide maintenance formula (some county bar guidelines exist, not implemented); maintenance may not exceed 121 months, renewable on motion before it ends.',
  duration(c) {
    const t = temporary(c);
    if (t) return t;
    const estimated = estimateDuration(c);
    const months =
      estimated.months === null ? KANSAS_MAX_MONTHS : Math.min(estimated.months, KANSAS_MAX_MONTHS);
    return {
      outcome: upTo(
        months,
        estimated.months !== null && estimated.months <= KANSAS_MAX_MONTHS
          ? '(estimate; the statute allows at most 121)'
          : '(the 121-month statutory limit)',
      ),
      steps: [
        note('Statutory limit', 'Maintenance may not exceed 121 months', 'K.S.A. 23-2904'),
        note(
          'Duration',
          estimated.months !== null && estimated.months <= KANSAS_MAX_MONTHS
            ? `Estimated by marriage length: ${estimated.text}`
            : 'Capped at 121 months',
        ),
      ],
    };
  },
});

export const utah = defineDurationLimitRules({
  slug: 'utah',
  effectiveFrom: ESTIMATE_ERA_START,
  statute: {
    title: 'Utah Code § 30-3-5 (alimony), recodified as § 81-4-502 (2024)',
    section: 'alimony may not be ordered for longer than the marriage existed',
    url: 'https://le.utah.gov/xcode/Title81/Chapter4/81-4-S502.html',
  },
  summary:
    'Utah has no alimony amount formula (need, ability to pay and statutory factors); alimony may not last longer than the marriage absent extenuating circumstances, and temporary alimony counts toward that term.',
  duration(c) {
    const t = temporary(c);
    if (t) return t;
    const estimated = estimateDuration(c);
    const months =
      estimated.months === null ? c.marriage.months : Math.min(estimated.months, c.marriage.months);
    return {
      outcome: upTo(
        months,
        estimated.months === null ? '(the length of the marriage)' : '(estimate within the statutory limit)',
      ),
      steps: [
        note(
          'Statutory limit',
          `No longer than the marriage: ${describeMonths(c.marriage.months)}`,
          'Utah Code § 30-3-5 / § 81-4-502',
        ),
      ],
    };
  },
});

export const arizona = defineDurationLimitRules({
  slug: 'arizona',
  effectiveFrom: ESTIMATE_ERA_START,
  statute: {
    title:
      'A.R.S. § 25-319 and the Arizona Supreme Court Spousal Maintenance Guidelines (awards from July 1, 2023)',
    url: 'https://www.azcourts.gov/familylaw/Spousal-Maintenance-Guidelines',
  },
  summary:
    "Arizona's Spousal Maintenance Guidelines compute a target range from Consumer Expenditure Survey tables through the court's official calculator, with a duration range by marriage length; those tables are not implemented here.",
  duration: temporary,
});
