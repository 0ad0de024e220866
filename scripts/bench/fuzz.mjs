// Issue 10 § 4, the bigger run: many generated bodies against every calculator endpoint of an
// in-process app on PGlite (the same generators and rule as the seeded property test). Prints the
// counts; a 5xx or a non-finite 200 is a defect to fix, listed with its first few reasons.
// Runs the TypeScript sources through tsx, so it needs no build. FUZZ_CASES sets the count.
import { createServer } from 'node:http';
import { register } from 'tsx/esm/api';

const CASES = Number(process.env.FUZZ_CASES ?? 5000);
const CONCURRENCY = 8;

export async function benchFuzz() {
  const unregister = register();
  try {
    const fc = (await import('fast-check')).default;
    const { createApp } = await import('../../api/src/app.ts');
    const { openStore } = await import('../../api/src/store/index.ts');
    const { FUZZ_SEED, fuzzCase, judge } = await import('../../api/src/test-support/calculator-fuzz.ts');
    const pino = (await import('pino')).default;

    const store = await openStore({ kind: 'pglite' });
    const app = createApp({
      store,
      logger: pino({ level: 'silent' }),
      config: { firstPartyOrigins: [], rateLimit: { max: 1_000_000_000, windowMs: 60_000 }, trustProxy: false },
    });
    const server = createServer(app.callback());
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}`;

    const cases = fc.sample(fuzzCase, { seed: FUZZ_SEED + 1, numRuns: CASES });
    const counts = { '2xx': 0, '4xx': 0, '5xx': 0, 'non-finite': 0, malformed: 0 };
    const reasons = [];
    let next = 0;
    async function worker() {
      while (next < cases.length) {
        const testCase = cases[next++];
        const verdict = await judge(url, testCase);
        counts[verdict.kind] += 1;
        if ('reason' in verdict && reasons.length < 5) reasons.push(`${testCase.endpoint.name}: ${verdict.reason}`);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    for (const reason of reasons) console.log(`fuzz failure: ${reason}`);
    return [
      {
        cases: cases.length,
        '2xx': counts['2xx'],
        '4xx': counts['4xx'],
        '5xx': counts['5xx'],
        'non-finite results': counts['non-finite'],
        'other malformed answers': counts.malformed,
      },
    ];
  } finally {
    await unregister();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchFuzz());
