// Worksheet PDF (issue 26 §4): the time to render one worksheet (the median of many renders, after a warm-up)
// and the file's size, for a Texas child support case and a premium case (Texas property division).
// Goals: under 150 ms and under 150 kB. Reported as numbers, never asserted: speed goals are judged from these
// reports, not from tests.
import { performance } from 'node:perf_hooks';

const GOAL_MS = 150;
const GOAL_KB = 150;
const WARM_UP = 5;
const RUNS = 40;

const CASES = {
  'child support, Texas': {
    calculator: 'child-support',
    input: {
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 5500,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 70,
      nonCustodialParentTime: 30,
      state: 'texas',
      asOf: '2026-06-01',
    },
  },
  'property division, Texas (premium)': {
    calculator: 'property-division',
    input: {
      primaryResidenceValue: 400_000,
      primaryResidenceMortgage: 250_000,
      vehicles: [{ name: 'Car', value: 30_000, loan: 10_000 }],
      checkingAccounts: [{ name: 'Joint checking', balance: 5_000 }],
      savingsAccounts: [{ name: 'Savings', balance: 20_000 }],
      retirementAccounts: [{ name: '401(k)', balance: 100_000 }],
      creditCards: [{ name: 'Visa', balance: 5_000 }],
      divisionMethod: '60-40',
      state: 'texas',
      taxYear: 2024,
    },
  },
};

const MADE_AT = new Date('2026-06-01T12:00:00Z');

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function benchWorksheetPdf() {
  const { renderWorksheetPdf } = await import('@securesplit/engine/worksheet-pdf');
  const rows = [];
  for (const [name, { calculator, input }] of Object.entries(CASES)) {
    const render = () => renderWorksheetPdf({ calculator, input, madeAt: MADE_AT, verifyUrl: 'https://securesplit.app/verify' });
    // The first render of the process also loads the PDF library's fonts (servers warm up at start).
    const firstStart = performance.now();
    let bytes = (await render()).pdf.byteLength;
    const first = performance.now() - firstStart;
    for (let i = 1; i < WARM_UP; i++) bytes = (await render()).pdf.byteLength;
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await render();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const kilobytes = bytes / 1024;
    rows.push({
      benchmark: `worksheet PDF: ${name}`,
      'median ms': median.toFixed(1),
      'p90 ms': quantile(times, 0.9).toFixed(1),
      'first ms': first.toFixed(1),
      renders: RUNS,
      'size kB': kilobytes.toFixed(1),
      goals: `< ${GOAL_MS} ms ${median < GOAL_MS ? 'met' : 'MISSED'}, < ${GOAL_KB} kB ${kilobytes < GOAL_KB ? 'met' : 'MISSED'}`,
    });
  }
  return rows;
}
