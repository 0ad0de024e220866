// Engine throughput: calculations per second for each calculator on representative cases.
// Reported as numbers, never asserted: speed goals are judged from these reports, not from tests.
import { performance } from 'node:perf_hooks';

const CASES = {
  'child-support (income shares / estimate)': (engine) =>
    engine.calculateChildSupport({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 80,
      nonCustodialParentTime: 20,
      state: 'maryland',
      asOf: '2026-06-01',
    }),
  'child-support (net-income state from gross)': (engine) =>
    engine.calculateChildSupport({
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 4000,
      numberOfChildren: 2,
      custodyArrangement: 'shared',
      custodialParentTime: 50,
      nonCustodialParentTime: 50,
      state: 'california',
      asOf: '2026-06-01',
    }),
  budget: (engine) =>
    engine.calculateBudget({
      primaryIncome: 4000,
      housingCost: 1500,
      utilities: 200,
      insurance: 150,
      groceries: 600,
      transportation: 300,
      healthcare: 100,
    }),
};

function measure(fn, minMs = 500) {
  for (let i = 0; i < 200; i++) fn(); // warm-up
  let iterations = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 100; i++) fn();
    iterations += 100;
    elapsed = performance.now() - start;
  }
  return { perSecond: Math.round((iterations / elapsed) * 1000), microsPerCall: (elapsed * 1000) / iterations };
}

export async function benchEngine() {
  const engine = await import('../../engine/dist/index.js');
  const rows = [];
  for (const [name, run] of Object.entries(CASES)) {
    const { perSecond, microsPerCall } = measure(() => run(engine));
    rows.push({ benchmark: `engine: ${name}`, 'ops/s': perSecond, 'µs/op': microsPerCall.toFixed(1) });
  }
  return rows;
}
