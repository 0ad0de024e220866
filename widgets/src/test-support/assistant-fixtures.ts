import type { AssistantReply } from '../assistant/contract.js';
import { formatMoney } from '../ui/format.js';
import { CHILD_SUPPORT_RESULT } from './fixtures.js';

/**
 * An answer shaped as the assistant's endpoint sends it, for component tests and stories: the figure and
 * the sources are the engine's own (CHILD_SUPPORT_RESULT: New York, $3,000 and $5,000 a month, two children).
 */
export const ASSISTANT_CALCULATION_REPLY: AssistantReply = {
  reply: [
    `Under New York's Child Support Standards Act, the parent earning $5,000 a month would pay about ${formatMoney(CHILD_SUPPORT_RESULT.monthlyPayment)} a month for two children when the other parent earns $3,000 a month.`,
    `The guideline takes ${CHILD_SUPPORT_RESULT.nonCustodialPercentage}% of the combined obligation from the paying parent (their share of the combined income).`,
    'This is an estimate for planning; a court can deviate from the guideline.',
  ].join('\n'),
  sources: CHILD_SUPPORT_RESULT.meta.sources.slice(0, 2).map((source) => ({
    title: source.title,
    ...(source.section ? { citation: source.section } : {}),
    ...(source.url ? { url: source.url } : {}),
    effectiveDate: CHILD_SUPPORT_RESULT.meta.rulesEffective.from,
  })),
  actions: [
    {
      type: 'open-calculator',
      calculator: 'child-support',
      label: 'Open the child support calculator with these figures',
      href: '/?calculator=child-support&state=new-york&custodialParentIncome=3000&nonCustodialParentIncome=5000&numberOfChildren=2#calculators',
    },
    { type: 'book-consultation', label: 'Book a free consultation', href: 'https://scheduling.example/securesplit/consultation' },
  ],
};
