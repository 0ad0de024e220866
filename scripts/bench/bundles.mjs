// The script-tag embed's sizes, raw, gzip and brotli, per chunk, for both builds side by side: the
// served one on Preact's React compatibility layer (widgets/dist) and the same elements on React
// (widgets/dist-react), with the shared runtime's target (issue 17 § 3: ≤ 15 kB gzip).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const widgets = fileURLToPath(new URL('../../widgets/', import.meta.url));
const BUILDS = [
  { label: 'React', dir: join(widgets, 'dist-react') },
  { label: 'Preact', dir: join(widgets, 'dist') }, // served at /embed.js
];
const RUNTIME_TARGET_GZIP_KB = 15;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.js') ? [path] : [];
  });
}

/** Rollup's content hash (`chunks/runtime-DIjkVPe9.js`) differs between builds; the chunk's name does not. */
const withoutHash = (path) => (path.startsWith('embed/chunks/') ? path.replace(/-[\w-]{8}\.js$/, '.js') : path);

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

function sizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Each build's chunks by hash-free name: `embed.js`, `embed/child-support.js`, `embed/chunks/runtime.js`, … */
function measure(dir) {
  const chunks = new Map();
  // The on-device chunks (save="false", one or two per state) are summarised by onDeviceRows, not listed one by one.
  for (const file of [join(dir, 'embed.js'), ...files(join(dir, 'embed')).filter((path) => !relative(dir, path).startsWith('embed/on-device/'))]) {
    chunks.set(withoutHash(relative(dir, file)), sizes(readFileSync(file)));
  }
  return chunks;
}

const isRuntime = (name) => name === 'embed/chunks/runtime.js';

export async function benchBundles() {
  const built = BUILDS.filter((build) => existsSync(join(build.dir, 'embed.js')));
  const measured = built.map((build) => ({ ...build, chunks: measure(build.dir) }));
  const names = [...new Set(measured.flatMap((build) => [...build.chunks.keys()]))].sort((a, b) =>
    a === 'embed.js' ? -1 : b === 'embed.js' ? 1 : isRuntime(a) ? -1 : isRuntime(b) ? 1 : a.localeCompare(b),
  );
  const row = (benchmark, pick) => {
    const result = { benchmark };
    for (const build of measured) {
      const size = pick(build);
      for (const kind of ['raw', 'gzip', 'brotli']) result[`${build.label} kB ${kind}`] = size ? kb(size[kind]) : '–';
    }
    return result;
  };
  const rows = names.map((name) => row(`bundle: ${name}`, (build) => build.chunks.get(name)));
  rows.push(
    row('bundle: all chunks', (build) =>
      [...build.chunks.values()].reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli })),
    ),
  );
  const target = { benchmark: `target: shared runtime ≤ ${RUNTIME_TARGET_GZIP_KB} kB gzip` };
  for (const build of measured) {
    const runtime = build.chunks.get('embed/chunks/runtime.js');
    const verdict = runtime ? (kb(runtime.gzip) <= RUNTIME_TARGET_GZIP_KB ? 'met' : 'not met') : 'no runtime chunk';
    target[`${build.label} kB gzip`] = runtime ? `${kb(runtime.gzip)} ${verdict}` : verdict;
  }
  rows.push(target);
  rows.push(...onDeviceRows(measured));
  return rows;
}

/**
 * What `save="false"` fetches on first use (issue 31 §5), gzip, as the build measured it from its chunk graph
 * (<build>/on-device-sizes.json): the on-device engine, then one state's child-support rules and alimony rule.
 */
function onDeviceRows(measured) {
  const reports = measured.map((build) => {
    const file = join(build.dir, 'on-device-sizes.json');
    return { build, report: existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null };
  });
  if (reports.every(({ report }) => !report)) return [];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const figures = [
    ['on-device engine (save="false", first calculation)', (r) => r.engine],
    ['on-device child-support rules, one state: median', (r) => median(r.states.map((s) => s.childSupport))],
    ['on-device child-support rules, one state: largest', (r) => Math.max(...r.states.map((s) => s.childSupport))],
    ['on-device alimony rule, one state: median', (r) => median(r.states.map((s) => s.alimony))],
    ['on-device: first child-support result in the largest state (engine + rules)', (r) => r.engine + Math.max(...r.states.map((s) => s.childSupport))],
    ['on-device rules of all 51 states (never loaded at once)', (r) => r.allStates],
  ];
  return figures.map(([benchmark, pick]) => {
    const result = { benchmark };
    for (const { build, report } of reports) result[`${build.label} kB gzip`] = report ? kb(pick(report)) : '–';
    return result;
  });
}
