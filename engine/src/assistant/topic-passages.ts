import { TIGHT_SURPLUS_THRESHOLD } from '../budget/calculate.js';
import { COMMUNITY_PROPERTY_STATES, IRS_PUBLICATION_555 } from '../property-division/regimes.js';
import { QDRO_PARAMETERS, QDRO_SOURCES } from '../qdro/rules.js';
import { JURISDICTIONS, jurisdictionBySlug } from '../jurisdictions.js';
import type { Source } from '../rules/source.js';
import { ALIMONY_SOURCES } from '../tax/alimony.js';
import { TAX_IMPACT_RULES } from '../tax-impact/rules.js';
import { toAnswerSource } from './catalogue-passages.js';
import { formatDollars, formatPercent, listInWords } from './format.js';
import type { Passage } from './passage.js';

/** The day the federal alimony rule changed: instruments executed after 2018 (P.L. 115-97 § 11051(c)). */
const TCJA_ALIMONY_EFFECTIVE = '2019-01-01';

const IRS_PUBLICATION_504: Source = {
  title: 'IRS Publication 504, Divorced or Separated Individuals',
  section: 'Child support; Property settlements',
  url: 'https://www.irs.gov/publications/p504',
};
const IRC_1041: Source = {
  title: '26 U.S.C. § 1041: transfers of property between spouses or incident to divorce',
  section: '§ 1041(a)',
  url: 'https://www.law.cornell.edu/uscode/text/26/1041',
};

const PRODUCT_SPEC = { title: 'SecureSplit product description', citation: 'What the product does' };

function pct(fraction: number): string {
  return formatPercent(fraction * 100);
}

function taxPassages(): Passage[] {
  const alimonySources = ALIMONY_SOURCES.map((s) => toAnswerSource(s, TCJA_ALIMONY_EFFECTIVE));
  return [
    {
      id: 'tax/alimony',
      topic: 'tax',
      title: 'Is alimony taxable or deductible?',
      text:
        'Federal income tax: alimony paid under a divorce or separation agreement executed after December 31, 2018 is not deductible by the payer and is not taxable income to the recipient. ' +
        'Agreements executed on or before December 31, 2018 keep the earlier rule (deductible by the payer, taxable to the recipient) unless a later modification expressly adopts the new rule. ' +
        'State income tax may treat alimony differently. Our tax impact calculator applies the rule from the agreement date.',
      keywords: 'alimony taxable deductible deduction income tax spousal support maintenance IRS TCJA 2019 agreement',
      sources: alimonySources,
      calculator: 'tax-impact',
    },
    {
      id: 'tax/child-support',
      topic: 'tax',
      title: 'Is child support taxable or deductible?',
      text: 'Child support is not deductible by the parent who pays it and is not taxable income to the parent who receives it (federal income tax).',
      keywords: 'child support taxable deductible tax income report IRS',
      sources: [toAnswerSource(IRS_PUBLICATION_504)],
    },
    {
      id: 'tax/dependents',
      topic: 'tax',
      title: 'Who claims the children on taxes after divorce?',
      text:
        'The parent the children live with for more nights of the year (the custodial parent) claims them. That parent can release the claim to the child tax credit to the other parent by signing Form 8332; head of household filing status stays with the parent the children live with. ' +
        'Our tax impact calculator compares who should claim the credit.',
      keywords: 'claim kids children dependents child tax credit head of household filing status 8332 custodial parent taxes',
      sources: [toAnswerSource(TAX_IMPACT_RULES.custodialParentRelease), toAnswerSource(TAX_IMPACT_RULES.headOfHousehold)],
      calculator: 'tax-impact',
    },
    {
      id: 'tax/property-transfers',
      topic: 'tax',
      title: 'Is dividing property in a divorce taxable?',
      text:
        'A transfer of property between spouses, or to a former spouse incident to the divorce, is not a taxable sale: no gain or loss is recognized, and the recipient takes over the original cost basis, so the tax on any gain comes later, when the recipient sells.',
      keywords: 'property settlement transfer house taxable capital gains basis tax divorce 1041',
      sources: [toAnswerSource(IRC_1041), toAnswerSource(IRS_PUBLICATION_504)],
      calculator: 'property-division',
    },
  ];
}

function retirementPassages(): Passage[] {
  const p = QDRO_PARAMETERS;
  const src = (s: Source, from?: string) => toAnswerSource(s, from);
  return [
    {
      id: 'retirement/qdro',
      topic: 'retirement',
      title: 'What is a QDRO and when do I need one?',
      text:
        'A qualified domestic relations order (QDRO) is the court order that tells an employer retirement plan, such as a 401(k), 403(b) or pension, to pay part of a participant’s benefit to a former spouse (the alternate payee). ' +
        'Plans covered by ERISA can divide a benefit only under a QDRO; governmental, church and 457 plans apply the same QDRO rules. An IRA does not use a QDRO.',
      keywords: 'qdro qualified domestic relations order 401k 403b pension retirement plan alternate payee divide ERISA need',
      sources: [src(QDRO_SOURCES.qdro), src(QDRO_SOURCES.qdroGovernmental457)],
      calculator: 'qdro',
    },
    {
      id: 'retirement/ira',
      topic: 'retirement',
      title: 'Do I need a QDRO to divide an IRA?',
      text:
        'No. An IRA is not divided by a QDRO. It is divided by a transfer incident to divorce: the divorce or separation instrument provides for it and the IRA custodian moves the money by a direct trustee-to-trustee transfer or retitles the account. ' +
        `${p.iraTransferIncidentToDivorce.description}. A cash withdrawal paid to the former spouse is not such a transfer. ` +
        `The QDRO exception to the ${pct(p.earlyDistributionTaxRate.value)} early-withdrawal tax does not apply to IRAs: an IRA withdrawal before age ${p.earlyDistributionAge.value} still owes it.`,
      keywords: 'ira qdro need divide individual retirement account transfer incident to divorce rollover 408(d)(6) roth',
      sources: [src(p.iraTransferIncidentToDivorce.source, p.iraTransferIncidentToDivorce.effective.from), src(QDRO_SOURCES.iraNoQdro), src(p.alternatePayeeExceptionForIras.source)],
      calculator: 'qdro',
    },
    {
      id: 'retirement/early-withdrawal',
      topic: 'retirement',
      title: 'Early withdrawal tax and the QDRO exception',
      text:
        `A distribution from a retirement plan before age ${p.earlyDistributionAge.value} normally owes an additional ${pct(p.earlyDistributionTaxRate.value)} tax on the part included in income. ` +
        `${p.alternatePayeeExceptionForPlans.description}. The exception does not cover IRAs, so money rolled into an IRA first and withdrawn early owes the ${pct(p.earlyDistributionTaxRate.value)} tax. ` +
        `A cash payment from the plan that is not rolled over directly has ${pct(p.mandatoryWithholdingRate.value)} income tax withheld.`,
      keywords: 'early withdrawal penalty 10% 59 1/2 cash out qdro exception 72(t) withholding 20% rollover tax taxes taxable 401k split',
      sources: [src(p.earlyDistributionTaxRate.source), src(p.alternatePayeeExceptionForPlans.source), src(p.mandatoryWithholdingRate.source)],
      calculator: 'qdro',
    },
    {
      id: 'retirement/pension-coverture',
      topic: 'retirement',
      title: 'How is a pension divided?',
      text:
        'A pension earned partly during the marriage is usually divided by the coverture (time-rule) fraction: months of service during the marriage over total months of service gives the marital share, and the former spouse commonly receives half of that share. ' +
        'The exact dates each state uses come from its case law. A QDRO can also name the former spouse as the surviving spouse for survivor benefits.',
      keywords: 'pension defined benefit coverture fraction time rule marital share survivor benefit annuity divide',
      sources: [src(QDRO_SOURCES.coverture), src(QDRO_SOURCES.survivor)],
      calculator: 'qdro',
    },
  ];
}

function propertyOverviewPassage(): Passage {
  const names = COMMUNITY_PROPERTY_STATES.map((slug) => jurisdictionBySlug(slug).name);
  return {
    id: 'property/overview',
    topic: 'property',
    title: 'Community property and equitable distribution',
    text:
      `${COMMUNITY_PROPERTY_STATES.length} states are community property states: ${listInWords(names)}. Property acquired during the marriage belongs to both spouses. ` +
      `The other ${JURISDICTIONS.length - COMMUNITY_PROPERTY_STATES.length} jurisdictions (the remaining states and the District of Columbia) divide marital property by equitable distribution: fair, not necessarily equal, after weighing the factors in their statutes. ` +
      'Property owned before the marriage, gifts and inheritances are usually separate property.',
    keywords: 'community property equitable distribution states list marital separate property divide 50/50 which',
    sources: [toAnswerSource(IRS_PUBLICATION_555)],
    calculator: 'property-division',
  };
}

function calculatorPassages(): Passage[] {
  return [
    {
      id: 'calculators/child-support',
      topic: 'calculators',
      title: 'The child support calculator',
      text: "The free child support calculator applies your state's guideline to both parents' monthly incomes, the number of children and the parenting time, and shows each worksheet line with its source.",
      keywords: 'child support calculator estimate free',
      sources: [PRODUCT_SPEC],
      calculator: 'child-support',
    },
    {
      id: 'calculators/alimony',
      topic: 'calculators',
      title: 'The alimony calculator',
      text: "The free alimony calculator uses the marriage and separation dates, both spouses' incomes and expenses, the alimony type and your state: it applies the state's formula where one exists and labels an estimate where the state has none, with the likely duration.",
      keywords: 'alimony calculator spousal support estimate free',
      sources: [PRODUCT_SPEC],
      calculator: 'alimony',
    },
    {
      id: 'calculators/budget',
      topic: 'calculators',
      title: 'The budget planner',
      text: `The free budget planner totals your monthly income after divorce (including child support and alimony) and your expenses, and shows a surplus or a deficit; a surplus under ${formatDollars(TIGHT_SURPLUS_THRESHOLD)} a month counts as a tight budget.`,
      keywords: 'budget planner expenses income monthly surplus deficit after divorce afford',
      sources: [PRODUCT_SPEC],
      calculator: 'budget',
    },
    {
      id: 'calculators/premium',
      topic: 'calculators',
      title: 'The premium calculators',
      text: 'Full Access adds four calculators: property division (who keeps what and the equalization payment), retirement division (QDRO), tax impact (filing status, alimony and dependents before and after divorce) and custody costs (what raising the children costs under your arrangement and how to share it).',
      keywords: 'premium calculators property division qdro tax impact custody costs full access',
      sources: [PRODUCT_SPEC],
    },
  ];
}

/** Questions the product answers about itself (the home page FAQ topics and the chat itself). */
function productPassages(): Passage[] {
  return [
    {
      id: 'product/accuracy',
      topic: 'product',
      title: 'How accurate are the estimates?',
      text: 'Child support follows your state’s official guideline where we have implemented it, and every result labels itself official or estimate. The accuracy report (/calculator-accuracy) lists the published worked examples we reproduce, state by state. A court can still deviate from a guideline amount.',
      keywords: 'accuracy accurate reliable official estimate how good correct',
      sources: [PRODUCT_SPEC],
    },
    {
      id: 'product/states',
      topic: 'product',
      title: 'Which states are covered?',
      text: `All 50 states and the District of Columbia (${JURISDICTIONS.length} jurisdictions). Each result names the rules it used and the date they took effect.`,
      keywords: 'states covered which state supported all 50 coverage',
      sources: [PRODUCT_SPEC],
    },
    {
      id: 'product/virtual',
      topic: 'product',
      title: 'Are consultations virtual?',
      text: 'Yes, every consultation is by video or phone, wherever you live.',
      keywords: 'virtual online video phone in person consultation remote',
      sources: [PRODUCT_SPEC],
    },
    {
      id: 'product/cdfa',
      topic: 'product',
      title: 'What is a CDFA?',
      text: 'A Certified Divorce Financial Analyst (CDFA) is a financial professional trained in the money side of divorce: support, property, retirement accounts and taxes. A CDFA is not a lawyer and does not give legal advice.',
      keywords: 'cdfa certified divorce financial analyst who what professional',
      sources: [PRODUCT_SPEC],
    },
    {
      id: 'product/timing',
      topic: 'product',
      title: 'When should I run the numbers?',
      text: 'As early as possible: before mediation, before you sign anything, and again when incomes or parenting time change.',
      keywords: 'when timing early mediation sign settlement run numbers',
      sources: [PRODUCT_SPEC],
    },
    {
      id: 'product/security',
      topic: 'product',
      title: 'Is my information secure? Do you keep this chat?',
      text: 'Connections are encrypted and calculations are stored without your name. This chat keeps no transcript: your messages are answered and not stored or written to logs. You can ask for your data to be deleted at /data-deletion.',
      keywords: 'secure security privacy private data safe encrypted chat transcript stored delete',
      sources: [PRODUCT_SPEC],
    },
    {
      id: 'product/mobile-app',
      topic: 'product',
      title: 'Is there a mobile app?',
      text: 'Not yet: the mobile app is coming soon. The coming-soon page (/coming-soon) lets you leave your email to hear when it launches; everything works in a phone browser meanwhile.',
      keywords: 'mobile app iphone android ios phone application download store',
      sources: [PRODUCT_SPEC],
    },
    {
      id: 'product/not-legal-advice',
      topic: 'product',
      title: 'Is this legal advice?',
      text: 'No. SecureSplit gives estimates and general information for planning; it is not legal advice and not a court order. For advice on your case, speak with a family law attorney in your state; a CDFA can help with the financial side.',
      keywords: 'legal advice lawyer attorney court order binding',
      sources: [PRODUCT_SPEC],
    },
  ];
}

/** A short glossary, written for this product. */
const GLOSSARY: ReadonlyArray<{ term: string; keywords: string; text: string }> = [
  { term: 'Income shares model', keywords: 'income shares', text: "The child support model most states use: the parents' incomes are added, the state's schedule gives the support for that combined income, and each parent owes a share in proportion to income." },
  { term: 'Alimony and child support', keywords: 'difference between alimony and child support spousal support', text: "Child support is money for the children's needs, set by the state's guideline from the parents' incomes and the number of children. Alimony (spousal support or maintenance) supports a former spouse; some states set it by formula, others leave it to the court. Each has its own calculator here." },
  { term: 'Percentage of income model', keywords: 'percentage of income', text: "A child support model in which the paying parent owes a fixed percentage of income, set by the number of children." },
  { term: 'Melson formula', keywords: 'melson', text: 'A child support model that first leaves each parent a self-support reserve, then covers the children’s primary support, then adds a share of the remaining income.' },
  { term: 'Self-support reserve', keywords: 'self support reserve low income minimum', text: 'The income a guideline leaves to the paying parent for their own basic needs before child support is set.' },
  { term: 'Parenting time (overnights)', keywords: 'parenting time overnights custody shared visitation', text: 'How much time the children spend with each parent, usually counted in overnights per year; many states lower support when the paying parent has the children above a threshold.' },
  { term: 'Imputed income', keywords: 'imputed income impute unemployed underemployed', text: 'Income a court assigns to a parent or spouse who earns less than they could, for example by choosing not to work.' },
  { term: 'Deviation', keywords: 'deviation deviate guideline departure', text: 'A court order that departs from the guideline amount, with findings that the guideline amount would be unjust or inappropriate in the case.' },
  { term: 'Arrears', keywords: 'arrears arrearage back support unpaid', text: 'Support that was ordered and not paid; it stays owed and states can enforce it.' },
  { term: 'General term alimony', keywords: 'general term permanent long-term alimony', text: 'Alimony paid to a spouse who is economically dependent, usually for a term tied to the length of the marriage.' },
  { term: 'Rehabilitative alimony', keywords: 'rehabilitative alimony', text: 'Alimony for a limited time while the recipient gains the education or work experience to become self-supporting.' },
  { term: 'Reimbursement alimony', keywords: 'reimbursement alimony', text: 'Alimony that repays a spouse for contributions such as supporting the other through school, usually after a short marriage.' },
  { term: 'Temporary alimony (pendente lite)', keywords: 'temporary alimony pendente lite during divorce interim', text: 'Support paid while the divorce is pending, before the final order.' },
  { term: 'Marital property', keywords: 'marital property separate property', text: 'What the spouses acquired during the marriage; separate property is usually what one spouse owned before, or received as a gift or inheritance.' },
  { term: 'Equalization payment', keywords: 'equalization payment buyout', text: 'A payment from one spouse to the other that evens out a division when one keeps more of the assets, for example the house.' },
  { term: 'Alternate payee', keywords: 'alternate payee', text: 'The former spouse (or child) a QDRO names to receive part of a participant’s retirement benefit.' },
  { term: 'Coverture fraction', keywords: 'coverture fraction time rule', text: 'Months of service during the marriage over total months of service: the marital share of a pension.' },
  { term: 'Mediation', keywords: 'mediation mediator', text: 'A meeting in which a neutral mediator helps the spouses reach their own agreement instead of a court decision.' },
  { term: 'CDFA', keywords: 'cdfa', text: 'Certified Divorce Financial Analyst: a financial professional trained in the money side of divorce.' },
];

function glossaryPassages(): Passage[] {
  return GLOSSARY.map((entry) => ({
    id: `glossary/${entry.term.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}`,
    topic: 'glossary' as const,
    title: `What is ${entry.term}?`,
    text: `${entry.term}: ${entry.text}`,
    keywords: `definition meaning what is ${entry.keywords}`,
    sources: [{ title: 'SecureSplit glossary' }],
  }));
}

/** The passages that do not depend on the product's prices. */
export function topicPassages(): Passage[] {
  return [
    ...taxPassages(),
    ...retirementPassages(),
    propertyOverviewPassage(),
    ...calculatorPassages(),
    ...productPassages(),
    ...glossaryPassages(),
  ];
}
