/** The four premium calculators' pages (spec part 2, sections 1–2): what the gate and the page say about each. */
export interface PremiumCalculatorPage {
  /** The registered route. */
  path: PremiumPagePath;
  /** The heading, as the spec names the screen. */
  name: string;
  /** One sentence under the heading, shown before and after unlocking. */
  description: string;
  /** The lead source the page's "Book Professional Consultation" saves (spec: property-division-calculator, ...). */
  leadSource: string;
  /** The tax page adds its not-tax-advice disclaimer. */
  taxDisclaimer: boolean;
}

export type PremiumPagePath = '/property-division' | '/qdro' | '/tax-impact' | '/custody-costs';

export const PREMIUM_CALCULATOR_PAGES: Readonly<Record<PremiumPagePath, PremiumCalculatorPage>> = {
  '/property-division': {
    path: '/property-division',
    name: 'Property Division Calculator',
    description:
      'Add up your home, vehicles, accounts and debts, see the net marital estate under your state’s rules, and how a 50/50, 60/40, 70/30 or custom split divides it.',
    leadSource: 'property-division-calculator',
    taxDisclaimer: false,
  },
  '/qdro': {
    path: '/qdro',
    name: 'QDRO Calculator',
    description:
      'Estimate the marital portion of a 401(k), 403(b), 457, pension or IRA, what each spouse keeps, its value now and at 65, and the taxes of taking it as cash.',
    leadSource: 'qdro-calculator',
    taxDisclaimer: false,
  },
  '/tax-impact': {
    path: '/tax-impact',
    name: 'Tax Impact Calculator',
    description:
      'Compare your federal and state income tax married with your tax after the divorce: filing status, children, deductions and alimony.',
    leadSource: 'tax-impact-calculator',
    taxDisclaimer: true,
  },
  '/custody-costs': {
    path: '/custody-costs',
    name: 'Custody Cost Calculator',
    description:
      'Estimate what raising your children costs in each home under your custody arrangement, and how the costs could be shared.',
    leadSource: 'custody-cost-calculator',
    taxDisclaimer: false,
  },
};

export function isPremiumPagePath(path: string): path is PremiumPagePath {
  return Object.hasOwn(PREMIUM_CALCULATOR_PAGES, path);
}

/**
 * The member dashboard's other reading of the premium pages' paths (spec part 2, section 2). The server
 * answers them with 301 (api/src/web/premium-redirects.ts, the same list; the browser test checks they
 * agree); the site redirects them too, for in-app links and the dev server.
 */
export const PREMIUM_PATH_ALIASES = {
  '/property-division-calculator': '/property-division',
  '/qdro-calculator': '/qdro',
  '/tax-impact-calculator': '/tax-impact',
  '/custody-cost-calculator': '/custody-costs',
  '/custody-costs-calculator': '/custody-costs',
} as const satisfies Record<string, PremiumPagePath>;
