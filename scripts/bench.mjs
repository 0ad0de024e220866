// `npm run bench`: engine calculations per second, API throughput and latency against a bare Koa
// baseline in the same run, widget bundle sizes, the calculator fuzz run (cases, 2xx, 4xx, 5xx), and
// SIGTERM under a write load (requests, acknowledged, rows stored, rows lost, resets, exit code), and the
// site's first visit (each page's JavaScript raw, gzip and brotli; Lighthouse mobile scores, LCP and CLS).
// Each part runs when its package is built.
import { existsSync } from 'node:fs';
import { benchEngine } from './bench/engine.mjs';

const parts = [['engine', 'engine/dist/index.js', benchEngine]];
for (const [name, file, modulePath] of [
  ['api', 'api/dist/app.js', './bench/api.mjs'],
  ['bundles', 'widgets/dist/embed.js', './bench/bundles.mjs'],
  ['log scrubbing (16 kB hostile path)', 'api/dist/http/logging.js', './bench/scrub.mjs'],
  ['fuzz (calculators, generated bodies)', 'api/src/app.ts', './bench/fuzz.mjs'],
  ['shutdown (SIGTERM under a write load, PGlite)', 'api/src/server.ts', './bench/shutdown.mjs'],
  ['site (first visit: JavaScript per page, Lighthouse mobile)', 'examples/site/dist/index.html', './bench/site.mjs'],
]) {
  if (existsSync(new URL(`./${modulePath}`, import.meta.url))) {
    const mod = await import(modulePath);
    parts.push([name, file, Object.values(mod).find((v) => typeof v === 'function')]);
  }
}

for (const [name, builtFile, run] of parts) {
  if (!existsSync(builtFile)) {
    console.log(`${name}: skipped (${builtFile} is missing; run npm run build first)`);
    continue;
  }
  console.log(`\n== ${name}`);
  console.table(await run());
}
