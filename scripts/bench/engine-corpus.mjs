// Behaviour check for engine speed work: a large seeded corpus of child-support, alimony, income-tax and net-income
// cases across every jurisdiction, run through the built engine (engine/dist), written as JSON lines (the full
// results, amounts and worksheet steps, or the validation errors). Record once before a change, compare after:
//   node scripts/bench/engine-corpus.mjs record /tmp/engine-corpus-before.jsonl
//   node scripts/bench/engine-corpus.mjs compare /tmp/engine-corpus-before.jsonl
// `compare` exits 1 at the first case whose JSON is not byte-for-byte the recorded one and prints both.
// CORPUS_CASES_PER_STATE sets the child-support cases per jurisdiction (default 400).
// Kept as a script, not a test: the recording is a snapshot of one commit's engine, so it is only meaningful
// around a change that must not alter results (a state's intended rule change would fail it).
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';

const engine = await import('../../engine/dist/index.js');

/** mulberry32: a small seeded generator, so every run builds the same corpus. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TODAY = new Date('2026-06-15T12:00:00Z');
const ARRANGEMENTS = ['primary', 'joint', 'shared', 'split'];
const ROLES = ['custodial', 'noncustodial'];

function makeGenerators(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const chance = (p) => random() < p;
  const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  /** Monthly income: mostly ordinary wages, some zero, some very high, some with cents; sometimes as text. */
  const income = () => {
    const r = random();
    const value = r < 0.05 ? 0 : r < 0.15 ? int(1, 1500) : r < 0.85 ? int(1500, 15_000) : int(15_000, 80_000);
    const withCents = chance(0.2) ? Math.round((value + random()) * 100) / 100 : value;
    return chance(0.08) ? `$${withCents.toLocaleString('en-US')}` : withCents;
  };
  const asOf = () => {
    if (chance(0.05)) return undefined; // today (TODAY)
    const year = int(2008, 2029);
    return `${year}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  };
  return { pick, chance, int, income, asOf };
}

function childSupportInput(state, g) {
  const arrangement = g.pick(ARRANGEMENTS);
  const custodialTime =
    arrangement === 'primary' ? g.int(55, 100) : arrangement === 'split' ? g.int(30, 70) : g.int(35, 65);
  const input = {
    custodialParentIncome: g.income(),
    nonCustodialParentIncome: g.income(),
    numberOfChildren: g.chance(0.03) ? '5+' : g.int(1, 6),
    custodyArrangement: arrangement,
    custodialParentTime: custodialTime,
    nonCustodialParentTime: 100 - custodialTime,
    state,
  };
  if (g.chance(0.15)) {
    // The parent entered as noncustodial has more time (the engine swaps the roles)
    input.custodialParentTime = 100 - custodialTime;
    input.nonCustodialParentTime = custodialTime;
  }
  if (g.chance(0.03)) input.nonCustodialParentTime = g.int(0, 100); // mostly invalid: not 100% in all
  if (g.chance(0.3)) input.custodialParentDeductions = g.int(0, 2500);
  if (g.chance(0.3)) input.nonCustodialParentDeductions = g.int(0, 2500);
  if (g.chance(0.3)) {
    const custodialNights = g.int(0, 365);
    input.custodialParentOvernights = custodialNights;
    input.nonCustodialParentOvernights = (g.chance(0.1) ? 366 : 365) - custodialNights;
  }
  if (g.chance(0.25)) {
    input.childcareCostMonthly = g.int(0, 2000);
    if (g.chance(0.5)) input.childcarePaidBy = g.pick(ROLES);
  }
  if (g.chance(0.25)) {
    input.healthInsuranceMonthly = g.int(0, 900);
    if (g.chance(0.5)) input.healthInsurancePaidBy = g.pick(ROLES);
  }
  if (g.chance(0.25)) input.incomeBasis = g.pick(['gross', 'net']);
  const asOf = g.asOf();
  if (asOf) input.asOf = asOf;
  return input;
}

function alimonyInput(state, g) {
  const marriageYear = g.int(1975, 2024);
  const separationYear = marriageYear + g.int(0, 40);
  const input = {
    marriageDate: `${marriageYear}-${String(g.int(1, 12)).padStart(2, '0')}-${String(g.int(1, 28)).padStart(2, '0')}`,
    separationDate: `${Math.min(separationYear, 2026)}-${String(g.int(1, 12)).padStart(2, '0')}-15`,
    payerIncome: g.income(),
    recipientIncome: g.income(),
    alimonyType: g.pick(['temporary', 'permanent', 'rehabilitative', 'reimbursement']),
    payerAge: g.int(20, 80),
    recipientAge: g.int(20, 80),
    state,
  };
  if (g.chance(0.3)) input.payerExpenses = g.int(0, 6000);
  if (g.chance(0.3)) input.recipientExpenses = g.int(0, 6000);
  if (g.chance(0.3)) input.childSupportMonthly = g.int(0, 3000);
  if (g.chance(0.2)) input.payerNetIncome = g.int(0, 20_000);
  if (g.chance(0.2)) input.recipientNetIncome = g.int(0, 20_000);
  if (g.chance(0.2)) input.agreementDate = `${g.int(2010, 2026)}-06-01`;
  const asOf = g.asOf();
  if (asOf) input.asOf = asOf;
  return input;
}

function incomeTaxInput(state, g) {
  const input = {
    taxYear: g.pick(engine.TAX_YEARS),
    filingStatus: g.pick(engine.FILING_STATUSES),
    wages: g.chance(0.1) ? 0 : g.int(0, 600_000),
    childrenUnder17: g.int(0, 5),
    state,
  };
  if (g.chance(0.3)) input.otherIncome = g.int(0, 50_000);
  if (g.chance(0.3)) input.itemizedDeductions = g.int(0, 60_000);
  if (g.chance(0.2)) input.alimonyPaid = g.int(0, 40_000);
  if (g.chance(0.2)) input.alimonyReceived = g.int(0, 40_000);
  if (g.chance(0.3)) input.agreementDate = `${g.int(2010, 2026)}-06-01`;
  return input;
}

function outcome(run) {
  try {
    return { result: run() };
  } catch (error) {
    return { error: { name: error?.name, message: error?.message, fieldErrors: error?.fieldErrors } };
  }
}

/** Every case of the corpus, in a fixed order, as [id, input, run]. */
function* corpus() {
  const perState = Number(process.env.CORPUS_CASES_PER_STATE ?? 400);
  const g = makeGenerators(seeded(20261207));
  for (const { slug } of engine.JURISDICTIONS) {
    for (let i = 0; i < perState; i++) {
      const input = childSupportInput(slug, g);
      yield [`child-support/${slug}/${i}`, input, () => engine.calculateChildSupport(input, { today: TODAY })];
    }
    for (let i = 0; i < perState / 8; i++) {
      const input = alimonyInput(slug, g);
      yield [`alimony/${slug}/${i}`, input, () => engine.calculateAlimony(input, { today: TODAY })];
    }
    for (let i = 0; i < perState / 8; i++) {
      const input = incomeTaxInput(slug, g);
      yield [`income-tax/${slug}/${i}`, input, () => engine.calculateIncomeTax(input)];
    }
    for (let i = 0; i < perState / 8; i++) {
      const args = {
        grossMonthly: g.chance(0.1) ? 0 : g.int(0, 40_000) + (g.chance(0.3) ? 0.37 : 0),
        state: slug,
        taxYear: g.int(2020, 2029),
        filingStatus: g.pick(engine.FILING_STATUSES),
        qualifyingChildren: g.int(0, 4),
        ...(g.chance(0.3) ? { federalLine16: g.pick(['tax-table', 'rate-schedule']) } : {}),
      };
      yield [`net-income/${slug}/${i}`, args, () => engine.estimateMonthlyNetIncome(args)];
    }
  }
}

const [mode, file] = process.argv.slice(2);
if (!['record', 'compare'].includes(mode) || !file) {
  console.error('usage: node scripts/bench/engine-corpus.mjs record|compare <file.jsonl>');
  process.exit(2);
}

const started = performance.now();
let count = 0;
if (mode === 'record') {
  const out = createWriteStream(file);
  for (const [id, input, run] of corpus()) {
    out.write(`${JSON.stringify({ id, input, ...outcome(run) })}\n`);
    count++;
  }
  await new Promise((resolve) => out.end(resolve));
  console.log(`recorded ${count} cases to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} else {
  const lines = createInterface({ input: createReadStream(file) })[Symbol.asyncIterator]();
  let differences = 0;
  for (const [id, input, run] of corpus()) {
    const expected = (await lines.next()).value;
    const actual = JSON.stringify({ id, input, ...outcome(run) });
    count++;
    if (actual !== expected) {
      differences++;
      if (differences <= 3) {
        console.error(`DIFFERENT: ${id}\n  recorded: ${expected?.slice(0, 2000)}\n  now:      ${actual.slice(0, 2000)}`);
      }
    }
  }
  if ((await lines.next()).done !== true) {
    console.error('the recording has more cases than the corpus');
    differences++;
  }
  console.log(
    `compared ${count} cases in ${((performance.now() - started) / 1000).toFixed(1)} s: ${differences === 0 ? 'all identical' : `${differences} different`}`,
  );
  process.exit(differences === 0 ? 0 : 1);
}
