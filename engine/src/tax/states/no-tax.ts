import type { JurisdictionSlug } from '../../jurisdictions.js';
import type { Source } from '../../rules/source.js';
import { TAX_YEARS } from '../types.js';
import type { StateTaxRules } from './types.js';

/** A state with no tax on wages in any year we hold. */
function noWageTax(slug: JurisdictionSlug, source: Source, notes: readonly string[] = []): StateTaxRules {
  return {
    slug,
    years: TAX_YEARS.map((taxYear) => ({
      taxYear,
      kind: 'none' as const,
      sources: [source],
      confidence: 'official' as const,
      approximations: notes,
    })),
  };
}

export const NO_WAGE_TAX_STATES: readonly StateTaxRules[] = [
  noWageTax('alaska', {
    title: 'Alaska Department of Revenue, Tax Division: Alaska has no individual income tax (repealed 1980)',
    url: 'https://tax.alaska.gov/programs/programs/index.aspx',
  }),
  noWageTax('florida', {
    title: 'Florida Constitution, Article VII §5 (no tax on the income of natural persons)',
    url: 'http://www.leg.state.fl.us/statutes/index.cfm?submenu=3#A7S05',
  }),
  noWageTax('nevada', {
    title: 'Nevada Constitution, Article 10 §1(9) (no income tax)',
    url: 'https://www.leg.state.nv.us/const/nvconst.html',
  }),
  noWageTax(
    'new-hampshire',
    {
      title:
        'New Hampshire RSA 77 (interest and dividends tax; repealed for taxable periods beginning after Dec 31, 2024)',
      section: 'RSA 77:1; 2023 N.H. Laws ch. 79 (HB 2)',
      url: 'https://www.revenue.nh.gov/taxes/interest-dividends-tax',
    },
    [
      'New Hampshire never taxed wages; its interest and dividends tax (3% in 2024, repealed from 2025) is not computed.',
    ],
  ),
  noWageTax('south-dakota', {
    title: 'South Dakota Department of Revenue: no personal income tax',
    url: 'https://dor.sd.gov/individuals/taxes/',
  }),
  noWageTax('tennessee', {
    title:
      'Tennessee Code Ann. §67-2-102 (Hall income tax on interest and dividends, fully repealed for tax years from 2021)',
    url: 'https://www.tn.gov/revenue/taxes/hall-income-tax.html',
  }),
  noWageTax('texas', {
    title: 'Texas Constitution, Article 8 §24-a (no tax on the net incomes of individuals)',
    url: 'https://statutes.capitol.texas.gov/Docs/CN/htm/CN.8.htm',
  }),
  noWageTax(
    'washington',
    {
      title:
        'Washington Department of Revenue: no personal income tax on wages; capital gains excise tax (RCW 82.87)',
      url: 'https://dor.wa.gov/taxes-rates/other-taxes/capital-gains-tax',
    },
    ["Washington's 7% (9.9% above $1 million from 2025) tax on long-term capital gains is not computed."],
  ),
  noWageTax('wyoming', {
    title: 'Wyoming Department of Revenue: no personal income tax',
    url: 'https://revenue.wyo.gov/',
  }),
];
