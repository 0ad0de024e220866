import type { EffectiveRange, Source } from '../rules/source.js';

/**
 * One rule parameter as data: its value, what it is, its unit, the dates it is in force and where it
 * comes from (statute section or regulation).
 */
export interface DatedParameter<T> {
  value: T;
  description: string;
  unit: 'fraction' | 'years' | 'percent' | 'boolean' | 'dollars';
  effective: EffectiveRange;
  source: Source;
}

const IRC_72T: Source = {
  title: '26 U.S.C. §72(t): 10% additional tax on early distributions from qualified retirement plans',
  url: 'https://www.law.cornell.edu/uscode/text/26/72',
  lastChecked: '2026-11-26',
};

/** The QDRO calculator's parameters. Each is federal law in force on the dates given. */
export const QDRO_PARAMETERS = {
  earlyDistributionTaxRate: {
    value: 0.1,
    description: 'Additional tax on a distribution received before age 59½, on the part included in income',
    unit: 'fraction',
    effective: { from: '1987-01-01' },
    source: { ...IRC_72T, section: '§72(t)(1)' },
  },
  earlyDistributionAge: {
    value: 59.5,
    description: 'Age from which distributions no longer owe the additional 10% tax',
    unit: 'years',
    effective: { from: '1987-01-01' },
    source: { ...IRC_72T, section: '§72(t)(2)(A)(i)' },
  },
  alternatePayeeExceptionForPlans: {
    value: true,
    description:
      'Payments to an alternate payee under a qualified domestic relations order are exempt from the 10% tax',
    unit: 'boolean',
    effective: { from: '1987-01-01' },
    source: { ...IRC_72T, section: '§72(t)(2)(C) (QDRO as defined in §414(p)(1))' },
  },
  alternatePayeeExceptionForIras: {
    value: false,
    description: 'The QDRO exception does not apply to IRAs: an early IRA withdrawal owes the 10% tax',
    unit: 'boolean',
    effective: { from: '1987-01-01' },
    source: { ...IRC_72T, section: '§72(t)(3)(A)' },
  },
  mandatoryWithholdingRate: {
    value: 0.2,
    description:
      'Income tax the plan must withhold from an eligible rollover distribution paid in cash rather than rolled over directly',
    unit: 'fraction',
    effective: { from: '1993-01-01' },
    source: {
      title:
        '26 U.S.C. §3405(c), added by Public Law 102-318 §522(b) (106 Stat. 314); 26 CFR §31.3405(c)-1',
      section: '§3405(c)(1)(B)',
      url: 'https://www.law.cornell.edu/uscode/text/26/3405',
      lastChecked: '2026-11-26',
    },
  },
  iraTransferIncidentToDivorce: {
    value: true,
    description:
      "An IRA interest transferred to a spouse or former spouse under a divorce or separation instrument is not taxable and becomes the recipient's IRA",
    unit: 'boolean',
    effective: { from: '1984-07-18' },
    source: {
      title: '26 U.S.C. §408(d)(6): transfer of account incident to divorce',
      section: '§408(d)(6)',
      url: 'https://www.law.cornell.edu/uscode/text/26/408',
      lastChecked: '2026-11-26',
    },
  },
  projectionAge: {
    value: 65,
    description: 'Age to which balances are projected ("Future Value (at 65)")',
    unit: 'years',
    effective: { from: '2024-01-01' },
    source: { title: 'SecureSplit product specification, part 2', section: '§9 Business constants and limits' },
  },
  defaultGrowthRate: {
    value: 7,
    description: 'Expected annual growth rate the form starts with',
    unit: 'percent',
    effective: { from: '2024-01-01' },
    source: { title: 'SecureSplit product specification, part 2', section: '§9 Business constants and limits' },
  },
  defaultMaritalShare: {
    value: 50,
    description:
      "The spouse's percent of the marital portion when no share is given: half of what was earned during the marriage, the usual starting point (equal division in community property states, the common outcome elsewhere)",
    unit: 'percent',
    effective: { from: '2024-01-01' },
    source: {
      title: 'Equal division of the marital portion: the rule in community property states and the usual starting point in the others',
    },
  },
} as const satisfies Record<string, DatedParameter<number | boolean>>;

/** Where the order that divides each kind of account comes from. */
export const QDRO_SOURCES: Record<'qdro' | 'qdroGovernmental457' | 'iraNoQdro' | 'survivor' | 'coverture', Source> = {
  qdro: {
    title: '26 U.S.C. §414(p) and ERISA §206(d)(3) (29 U.S.C. §1056(d)(3)): qualified domestic relations orders',
    section: '§414(p)(1)',
    url: 'https://www.law.cornell.edu/uscode/text/26/414',
  },
  qdroGovernmental457: {
    title: '26 U.S.C. §414(p)(11): QDRO rules applied to governmental and church plans and §457 plans',
    section: '§414(p)(11)',
    url: 'https://www.law.cornell.edu/uscode/text/26/414',
  },
  iraNoQdro: {
    title: '26 U.S.C. §408(d)(6) and IRS Publication 590-A, "Transfers incident to divorce"',
    section: 'Pub. 590-A, chapter 1',
    url: 'https://www.irs.gov/publications/p590a',
  },
  survivor: {
    title: '26 U.S.C. §414(p)(5) and §417: a QDRO may treat a former spouse as the surviving spouse for survivor annuities',
    section: '§414(p)(5)',
    url: 'https://www.law.cornell.edu/uscode/text/26/414',
  },
  coverture: {
    title:
      'Coverture (time-rule) fraction: months of service during the marriage over total months of service (state case law; e.g. Pennsylvania SERS on dividing pensions in divorce)',
    url: 'https://www.sers.pa.gov/',
  },
};
