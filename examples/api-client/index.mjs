#!/usr/bin/env node
// Calls the SecureSplit REST API: lists a jurisdiction's guideline, calculates child support, shows
// how a validation problem reads, and saves a guidance lead tied to the calculation.
// Usage: node examples/api-client/index.mjs   (API_URL defaults to http://localhost:3000)

const base = (process.env.API_URL ?? 'http://localhost:3000').replace(/\/$/, '');

async function call(method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  if (!response.ok) {
    // Errors are application/problem+json: a title, a detail and, for invalid input, each field's message.
    const error = new Error(`${response.status} ${payload.title}: ${payload.detail}`);
    error.problem = payload;
    throw error;
  }
  return payload;
}

const money = (n) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const texas = await call('GET', '/api/v1/jurisdictions/texas');
const current = texas.childSupport.current;
console.log(`${texas.name}: ${current.model} model, in force from ${current.effective.from} (${current.confidence})`);
console.log(`  source: ${current.sources[0]?.title}`);

const result = await call('POST', '/api/v1/calculators/child-support', {
  custodialParentIncome: '$3,000',
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'texas',
});
console.log(`Child support: ${money(result.monthlyPayment)} a month, paid by the ${result.payer} parent (calculation ${result.id})`);
for (const step of result.steps.slice(0, 5)) {
  console.log(`  ${step.label}: ${step.kind === 'money' ? money(step.value) : step.value}`);
}

try {
  await call('POST', '/api/v1/calculators/child-support', { state: 'texas' });
} catch (error) {
  console.log(`Invalid input is refused: ${error.message}`);
  for (const field of error.problem.errors ?? []) console.log(`  ${field.path}: ${field.message}`);
}

const lead = await call('POST', '/api/v1/leads', {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.com',
  calculationType: 'child-support',
  calculationId: result.id,
});
console.log(`Guidance lead ${lead.id} saved with tags: ${lead.tags.join(', ')}`);
