#!/usr/bin/env node
// Calls the SecureSplit REST API through @securesplit/client: reads a jurisdiction's guideline,
// calculates child support, shows how a validation problem reads, and saves a guidance lead tied to
// the calculation (with an Idempotency-Key the client makes, so its retries never store it twice).
// Usage: node examples/api-client/index.mjs   (API_URL defaults to http://localhost:3000)
import { SecureSplitApiError, createSecureSplitClient } from '@securesplit/client';

const client = createSecureSplitClient({
  baseUrl: process.env.API_URL ?? 'http://localhost:3000',
  // Transient failures (network, 429, 502-504) are retried: reads always, stored writes with their key.
  retry: { retries: 3 },
});

const money = (n) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const { data: texas } = await client.GET('/api/v1/jurisdictions/{slug}', { params: { path: { slug: 'texas' } } });
const current = texas.childSupport.current;
console.log(`${texas.name}: ${current.model} model, in force from ${current.effective.from} (${current.confidence})`);
console.log(`  source: ${current.sources[0]?.title}`);

const { data: result } = await client.POST('/api/v1/calculators/child-support', {
  body: {
    custodialParentIncome: '$3,000',
    nonCustodialParentIncome: 4000,
    numberOfChildren: 2,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    state: 'texas',
  },
});
console.log(`Child support: ${money(result.monthlyPayment)} a month, paid by the ${result.payer} parent (calculation ${result.id})`);
for (const step of result.steps.slice(0, 5)) {
  console.log(`  ${step.label}: ${step.kind === 'money' ? money(step.value) : step.value}`);
}

try {
  await client.POST('/api/v1/calculators/child-support', { body: { state: 'texas' } });
} catch (error) {
  if (!(error instanceof SecureSplitApiError)) throw error;
  // Errors are application/problem+json: a title, a detail and, for invalid input, each field's message.
  console.log(`Invalid input is refused: ${error.message}`);
  for (const field of error.fieldErrors) console.log(`  ${field.path}: ${field.message}`);
}

const { data: lead } = await client.POST('/api/v1/leads', {
  body: {
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: 'jordan@example.com',
    calculationType: 'child-support',
    calculationId: result.id,
  },
});
console.log(`Guidance lead ${lead.id} saved with tags: ${lead.tags.join(', ')}`);
