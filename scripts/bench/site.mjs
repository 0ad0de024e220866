// The site's first visit (issue 17 § 1): for each measured page, the JavaScript it loads (raw, gzip,
// brotli) and Lighthouse's mobile scores with LCP and CLS, each beside its target, then the home page's
// desktop score and CLS. The server is the real one (api/dist) serving the built site on loopback;
// Chromium is Debian's. Nothing is asserted: the figures are printed, and `met` says whether each target
// was reached in this run.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import pino from 'pino';
import { importTool } from '../tool.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const siteDist = join(root, 'examples/site/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse runs per page; the median run is printed (scores move between runs on a shared machine). */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/**
 * The home page, a calculator page (the property division calculator behind its unlock gate), and the
 * accuracy report with one state open (issue 33 §6: it loaded 548 kB of gzip script).
 */
export const SITE_BENCH_PAGES = ['/', '/property-division', '/calculator-accuracy?state=texas'];

const TARGETS = {
  jsCompressedKb: 150,
  performance: 90,
  accessibility: 100,
  bestPractices: 95,
  lcpSeconds: 2.5,
  cls: 0.1,
};

const kb = (bytes) => bytes / 1024;

/** A file's size as sent: the build's precompressed copy when there is one, else compressed here the same way. */
function encodedSize(file, encoding) {
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (existsSync(sibling)) return readFileSync(sibling).length;
  const bytes = readFileSync(file);
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length
    : gzipSync(bytes, { level: 9 }).length;
}

/** Raw, gzip and brotli bytes of the site's scripts a page loaded (by URL path below dist). */
function scriptSizes(paths) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const path of paths) {
    const file = join(siteDist, path);
    if (!existsSync(file)) continue;
    raw += readFileSync(file).length;
    gzip += encodedSize(file, 'gzip');
    brotli += encodedSize(file, 'br');
  }
  return { raw, gzip, brotli };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const row = (benchmark, figure, target, met) => ({ benchmark, figure, target, met: met ? 'met' : 'NOT met' });

async function lighthouseRun(lighthouse, port, url, config) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
  const result = await lighthouse(url, flags, config);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const origin = new URL(url).origin;
  const scripts = (lhr.audits['network-requests'].details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
    .map((item) => ({ path: new URL(item.url).pathname, transferred: item.transferSize ?? 0 }));
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    scripts,
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

export async function benchSite() {
  if (!existsSync(join(siteDist, 'index.html'))) return [{ benchmark: 'site: skipped (examples/site/dist is missing)' }];
  if (!existsSync(CHROMIUM)) return [{ benchmark: `site: skipped (no Chromium at ${CHROMIUM})` }];
  const [{ default: lighthouse }, { default: desktopConfig }, chromeLauncher, { createApp }, { openStore }] = await Promise.all([
    // Lighthouse is not in the root install: tools/lighthouse, installed on first use (scripts/tool.mjs).
    importTool('lighthouse', 'lighthouse'),
    importTool('lighthouse', 'lighthouse', 'core/config/desktop-config.js'),
    importTool('lighthouse', 'chrome-launcher'),
    import('../../api/dist/app.js'),
    import('../../api/dist/store/index.js'),
  ]);
  const store = await openStore({ kind: 'pglite' });
  const app = createApp({
    store,
    logger: pino({ level: 'silent' }),
    config: { firstPartyOrigins: [], rateLimit: { max: 1_000_000, windowMs: 60_000 }, trustProxy: false },
    web: { siteDir: siteDist, widgetsDir: join(root, 'widgets/dist') },
  });
  const server = createServer(app.callback());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const page of SITE_BENCH_PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(lighthouse, chrome.port, `${base}${page}`));
      const middle = runs.find((run) => run.performance === median(runs.map((r) => r.performance)));
      const sizes = scriptSizes([...new Set(middle.scripts.map((script) => script.path))]);
      const transferred = middle.scripts.reduce((sum, script) => sum + script.transferred, 0);
      const label = `site ${page}`;
      rows.push(
        { benchmark: `${label}: JS raw (${middle.scripts.length} files)`, figure: `${kb(sizes.raw).toFixed(1)} kB`, target: '', met: '' },
        row(`${label}: JS gzip`, `${kb(sizes.gzip).toFixed(1)} kB`, `≤ ${TARGETS.jsCompressedKb} kB`, kb(sizes.gzip) <= TARGETS.jsCompressedKb),
        row(`${label}: JS brotli`, `${kb(sizes.brotli).toFixed(1)} kB`, `≤ ${TARGETS.jsCompressedKb} kB`, kb(sizes.brotli) <= TARGETS.jsCompressedKb),
        row(`${label}: JS transferred`, `${kb(transferred).toFixed(1)} kB`, `≤ ${TARGETS.jsCompressedKb} kB`, kb(transferred) <= TARGETS.jsCompressedKb),
        row(`${label}: Lighthouse performance (mobile, median of ${RUNS}: ${runs.map((r) => r.performance).join(', ')})`, middle.performance, `≥ ${TARGETS.performance}`, middle.performance >= TARGETS.performance),
        row(`${label}: Lighthouse accessibility`, middle.accessibility, `= ${TARGETS.accessibility}`, middle.accessibility >= TARGETS.accessibility),
        row(`${label}: Lighthouse best practices`, middle.bestPractices, `≥ ${TARGETS.bestPractices}`, middle.bestPractices >= TARGETS.bestPractices),
        row(`${label}: LCP`, `${middle.lcp.toFixed(2)} s`, `≤ ${TARGETS.lcpSeconds} s`, middle.lcp <= TARGETS.lcpSeconds),
        row(`${label}: CLS`, middle.cls.toFixed(3), `≤ ${TARGETS.cls}`, middle.cls <= TARGETS.cls),
        { benchmark: `${label}: FCP, TBT (information)`, figure: `${middle.fcp.toFixed(2)} s, ${Math.round(middle.tbt)} ms`, target: '', met: '' },
      );
      if (middle.failing.length > 0) rows.push({ benchmark: `${label}: failing Lighthouse audits`, figure: middle.failing.join(', '), target: '', met: '' });
    }
    // The desktop figure (CLS 0.904 before): one run, the same targets for layout shift.
    const desktop = await lighthouseRun(lighthouse, chrome.port, `${base}/`, desktopConfig);
    rows.push(
      row('site / (desktop): Lighthouse performance', desktop.performance, `≥ ${TARGETS.performance}`, desktop.performance >= TARGETS.performance),
      row('site / (desktop): CLS', desktop.cls.toFixed(3), `≤ ${TARGETS.cls}`, desktop.cls <= TARGETS.cls),
    );
  } finally {
    chrome.kill();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await store.close();
  }
  return rows;
}

// `node scripts/bench/site.mjs` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await benchSite());
