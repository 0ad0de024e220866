import { formatCents } from './format.js';
import type { Passage } from './passage.js';
import type { ProductFacts } from './types.js';

/** Prices and services, from the product's own data (the caller's ProductFacts). */
export function productFactPassages(facts: ProductFacts): Passage[] {
  const { plans } = facts;
  const twelveMonths = plans.monthlyCents * 12;
  const plan: Passage = {
    id: 'services/full-access',
    topic: 'services',
    title: 'What does Full Access cost?',
    text:
      `Full Access costs ${formatCents(plans.monthlyCents)} a month or ${formatCents(plans.yearlyCents)} a year (${formatCents(twelveMonths - plans.yearlyCents)} less than twelve monthly payments). ` +
      `It unlocks the property division, QDRO, tax impact and custody costs calculators without a monthly limit; without it a signed-in account may run ${facts.freePremiumCalculationsPerMonth} premium calculations a month. ` +
      `It comes with a ${plans.moneyBackDays}-day money-back guarantee and can be cancelled at any time; access lasts until the end of the period already paid. ` +
      'The child support, alimony and budget calculators and the wellness quiz are free, with no card needed.',
    keywords: 'trial try price pricing charge fee cost subscription premium full access plan monthly yearly annual how much pay cancel refund money back free',
    sources: [plans.source],
  };
  const services = facts.services.map(
    (service): Passage => ({
      id: `services/${service.id}`,
      topic: 'services',
      title: service.name,
      text: `${service.name}: ${service.priceCents === undefined ? 'free' : `${formatCents(service.priceCents)}${service.priceBasis ? ` ${service.priceBasis}` : ''}`}. ${service.description}`,
      keywords: `service consultation price pricing charge fee cost book cdfa analyst ${service.id.replace(/-/g, ' ')}`,
      sources: [service.source],
    }),
  );
  return [plan, ...services];
}
