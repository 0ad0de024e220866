// Child-support speed per jurisdiction (issue 28 § 4): microseconds for one calculateChildSupport call with the full
// worksheet steps, input validation included, on four typical cases per state. Prints a table per state and returns
// the overall median and the slowest state against the goal (median ≤ 15 µs, slowest ≤ 50 µs), next to the figures
// measured before the speed work. Reported, never asserted. Standalone: node scripts/bench/child-support-speed.mjs
// Time is this process's CPU time (user + system), not the wall clock, so that other work on a shared machine
// does not count; on an idle machine the two agree.

/** The goal of issue 28 § 4, in microseconds per calculation. */
const GOAL = { median: 15, slowest: 50 };

/**
 * Measured with this script on the engine before the speed work (2026-12-07, commit 2bd4af6 and the tree's work in
 * progress then, Node v20.20.2, a shared 2-core machine): the median state and the slowest state. See docs/ARCHITECTURE.md
 * "Child-support speed".
 */
const BEFORE = { median: 45.9, slowest: 257.0, slowestState: 'vermont' };

const AS_OF = '2026-06-01';
/** Typical cases: sole custody, a shared week-on/week-off, three children with add-ons, a high-income joint case. */
const CASES = [
  {
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 4000,
    numberOfChildren: 2,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
  },
  {
    custodialParentIncome: 5000,
    nonCustodialParentIncome: 6500,
    numberOfChildren: 1,
    custodyArrangement: 'shared',
    custodialParentTime: 50,
    nonCustodialParentTime: 50,
    custodialParentOvernights: 182,
    nonCustodialParentOvernights: 183,
  },
  {
    custodialParentIncome: 2500,
    nonCustodialParentIncome: 8000,
    custodialParentDeductions: 150,
    nonCustodialParentDeductions: 400,
    numberOfChildren: 3,
    custodyArrangement: 'primary',
    custodialParentTime: 75,
    nonCustodialParentTime: 25,
    childcareCostMonthly: 600,
    childcarePaidBy: 'custodial',
    healthInsuranceMonthly: 250,
    healthInsurancePaidBy: 'noncustodial',
  },
  {
    custodialParentIncome: 12000,
    nonCustodialParentIncome: 9000,
    numberOfChildren: 2,
    custodyArrangement: 'joint',
    custodialParentTime: 60,
    nonCustodialParentTime: 40,
  },
];

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Per state, the median over `rounds` of the mean time of one call over the four cases (`callsPerCase` calls of
 * each per round). States are interleaved round by round, as a server sees them, after a warm-up over all of them.
 */
export function measureChildSupportPerState(engine, { rounds = 21, callsPerCase = 40, warmUpRounds = 5 } = {}) {
  const inputs = engine.JURISDICTIONS.map(({ slug }) => [slug, CASES.map((c) => ({ ...c, state: slug, asOf: AS_OF }))]);
  const samples = new Map(inputs.map(([slug]) => [slug, []]));
  for (let round = 0; round < warmUpRounds + rounds; round++) {
    for (const [slug, cases] of inputs) {
      const start = cpuMicros();
      for (const input of cases) {
        for (let i = 0; i < callsPerCase; i++) engine.calculateChildSupport(input);
      }
      const micros = (cpuMicros() - start) / (cases.length * callsPerCase);
      if (round >= warmUpRounds) samples.get(slug).push(micros);
    }
  }
  return inputs.map(([slug]) => ({ state: slug, micros: median(samples.get(slug)) }));
}

export async function benchChildSupportSpeed() {
  const engine = await import('../../engine/dist/index.js');
  const perState = measureChildSupportPerState(engine);
  console.table(
    [...perState]
      .sort((a, b) => b.micros - a.micros)
      .map(({ state, micros }) => ({ state, 'µs per calculation': micros.toFixed(1) })),
  );
  const overallMedian = median(perState.map((s) => s.micros));
  const slowest = perState.reduce((a, b) => (b.micros > a.micros ? b : a));
  const figure = (value) => (value === undefined ? 'n/a' : value.toFixed(1));
  return [
    {
      figure: 'median state (µs)',
      before: figure(BEFORE.median),
      now: figure(overallMedian),
      goal: `≤ ${GOAL.median}`,
      met: overallMedian <= GOAL.median ? 'yes' : 'no',
    },
    {
      figure: 'slowest state (µs)',
      before: BEFORE.slowestState ? `${figure(BEFORE.slowest)} (${BEFORE.slowestState})` : 'n/a',
      now: `${figure(slowest.micros)} (${slowest.state})`,
      goal: `≤ ${GOAL.slowest}`,
      met: slowest.micros <= GOAL.slowest ? 'yes' : 'no',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchChildSupportSpeed());
}
