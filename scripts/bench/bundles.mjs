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
  for (const file of [join(dir, 'embed.js'), ...files(join(dir, 'embed'))]) {
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
  return rows;
}
