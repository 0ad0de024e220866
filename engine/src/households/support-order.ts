import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Source } from '../rules/source.js';

/**
 * Which comes first in a state, alimony or child support, and so whether child support is computed on incomes
 * that alimony between the parents has already changed.
 * - `alimony-first`: alimony is set first; child support is then computed with the alimony paid deducted from
 *   the payer's income (`deductPaid`) and, where the state says so, added to the recipient's (`addReceived`).
 * - `child-support-first`: child support comes from the incomes without this alimony (alimony, if set by a
 *   formula, is computed afterwards from what child support leaves).
 */
export interface SupportOrder {
  order: 'alimony-first' | 'child-support-first';
  deductPaid: boolean;
  addReceived: boolean;
  /** One sentence for the step. */
  explanation: string;
  /** The citation printed with the step; absent when the state's order was not read. */
  citation?: string;
  sources: Source[];
  /** False when the state's order could not be read and the default was applied. */
  read: boolean;
}

/** Orders entered from this day are under the 2019 Pennsylvania rule (49 Pa.B. 170), as the engine's alimony code applies it. */
const PENNSYLVANIA_2019_RULE_FROM = '2019-01-01';

const PENNSYLVANIA_RULE: Source = {
  title:
    'Pa.R.C.P. 1910.16-4(a), Support Guidelines: Calculation of Support Obligation, Formula (as amended by 49 Pa.B. 170, January 12, 2019)',
  section:
    '(a)(1) Part B (spousal support / APL, lines 5-13, on both parties’ full monthly net incomes) before Part C (child support on the incomes it leaves); (a)(2) Part IV for orders before 2019: child support first',
  url: 'https://www.pacodeandbulletin.gov/Display/pabull?file=/secure/pabulletin/data/vol49/49-2/39a.html',
  lastChecked: '2026-12-07',
};

const NEW_YORK_RULE: Source = {
  title: 'N.Y. Domestic Relations Law §§ 236(B)(6)(c) and 240(1-b)(b)(5), as amended by L.2015 ch. 269',
  section:
    '§ 236(B)(6)(c): maintenance is computed first, from income before child support; § 240(1-b)(b)(5)(vii)(C): maintenance paid to the other party is deducted from the payer’s CSSA income; maintenance received is CSSA income of the payee (§ 240(1-b)(b)(5)(iii) as amended by L.2015 ch. 269; the subparagraph letter was not read)',
  url: 'https://www.nysenate.gov/legislation/laws/DOM/240',
};

const CALIFORNIA_RULE: Source = {
  title:
    'Superior Court of California, County of Santa Clara, Local Family Rule 3(C): temporary spousal support = 40% of the payer’s net less child support − 50% of the payee’s net (county guideline, not statewide)',
  section: 'Family Rule 3(C) (eff. 1/01/11)',
  url: 'http://www.scscourt.org/court_divisions/family/family_rules/family_rule3.shtml',
};

export function supportOrderFor(state: JurisdictionSlug, agreementDate: string | undefined): SupportOrder {
  switch (state) {
    case 'pennsylvania':
      if (agreementDate !== undefined && agreementDate < PENNSYLVANIA_2019_RULE_FROM) {
        return {
          order: 'child-support-first',
          deductPaid: false,
          addReceived: false,
          explanation:
            'Pennsylvania, order before 2019: child support is computed first (Part I) and spousal support afterwards from what it leaves (Part IV), so child support uses the incomes without alimony.',
          citation: 'Pa.R.C.P. 1910.16-4(a)(2)',
          sources: [PENNSYLVANIA_RULE],
          read: true,
        };
      }
      return {
        order: 'alimony-first',
        deductPaid: true,
        addReceived: true,
        explanation:
          "Pennsylvania: spousal support / alimony pendente lite is computed first from both parties' full net incomes (Part B); child support is then computed with it deducted from the payer's income and added to the recipient's (Part C).",
        citation: 'Pa.R.C.P. 1910.16-4(a)(1) Parts B and C (49 Pa.B. 170)',
        sources: [PENNSYLVANIA_RULE],
        read: true,
      };
    case 'new-york':
      return {
        order: 'alimony-first',
        deductPaid: true,
        addReceived: true,
        explanation:
          "New York: maintenance is set first; for the CSSA it is deducted from the payer's income and counted as the payee's income.",
        citation: 'DRL § 236(B)(6)(c); DRL § 240(1-b)(b)(5)(vii)(C) and (b)(5)(iii) (L.2015 ch. 269)',
        sources: [NEW_YORK_RULE],
        read: true,
      };
    case 'california':
      return {
        order: 'child-support-first',
        deductPaid: false,
        addReceived: false,
        explanation:
          "California: guideline child support comes first and temporary spousal support is set from the payer's net income less child support (county guideline), so child support uses the incomes without spousal support. Whether Fam. Code §§ 4058-4059 count support between the same parties was not read.",
        citation: 'Santa Clara Local Family Rule 3(C)',
        sources: [CALIFORNIA_RULE],
        read: true,
      };
    default:
      return {
        order: 'child-support-first',
        deductPaid: false,
        addReceived: false,
        explanation:
          "This state's order of alimony and child support could not be read. Default applied: child support is the child-support calculator's amount for the incomes without alimony (alimony neither deducted from the payer's income nor added to the recipient's).",
        sources: [],
        read: false,
      };
  }
}
