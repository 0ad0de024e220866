// `npm run bench`: engine calculations per second, child support µs per calculation in each state (goal and before), the worksheet PDF's render time and size, API throughput and latency against a bare Koa
// baseline in the same run, widget bundle sizes, the calculator fuzz run (cases, 2xx, 4xx, 5xx), and
// SIGTERM under a write load (requests, acknowledged, rows stored, rows lost, resets, exit code), and the
// site's first visit (each page's JavaScript raw, gzip and brotli; Lighthouse mobile scores, LCP and CLS).
// Each part runs when its package is built. Last, a developer's first five minutes on a fresh clone
// (npm install, the first npm start). BENCH_PARTS=site,first picks the parts whose names start so.
import { existsSync } from 'node:fs';
import { benchEngine } from './bench/engine.mjs';

const parts = [['engine', 'engine/dist/index.js', benchEngine]];
for (const [name, file, modulePath] of [
  ['child-support speed (µs per calculation, per state)', 'engine/dist/index.js', './bench/child-support-speed.mjs'],
  ['worksheet PDF (render time, file size)', 'engine/dist/worksheet-pdf/index.js', './bench/worksheet-pdf.mjs'],
  ['api', 'api/dist/app.js', './bench/api.mjs'],
  ['bundles', 'widgets/dist/embed.js', './bench/bundles.mjs'],
  ['log scrubbing (16 kB hostile path)', 'api/dist/http/logging.js', './bench/scrub.mjs'],
  ['fuzz (calculators, generated bodies)', 'api/src/app.ts', './bench/fuzz.mjs'],
  ['shutdown (SIGTERM under a write load, PGlite)', 'api/src/server.ts', './bench/shutdown.mjs'],
  ['site (first visit: JavaScript per page, Lighthouse mobile)', 'examples/site/dist/index.html', './bench/site.mjs'],
  ['first five minutes (fresh clone: npm install, first npm start)', 'package.json', './bench/first-run.mjs'],
]) {
  if (existsSync(new URL(`./${modulePath}`, import.meta.url))) {
    const mod = await import(modulePath);
    parts.push([name, file, Object.values(mod).find((v) => typeof v === 'function')]);
  }
}

const picked = process.env.BENCH_PARTS?.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
for (const [name, builtFile, run] of parts) {
  if (picked && !picked.some((word) => name.toLowerCase().startsWith(word))) continue;
  if (!existsSync(builtFile)) {
    console.log(`${name}: skipped (${builtFile} is missing; run npm run build first)`);
    continue;
  }
  console.log(`\n== ${name}`);
  console.table(await run());
}
