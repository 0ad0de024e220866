// Writes brotli (.br) and gzip (.gz) copies beside a build's text files, at the highest settings,
// so the server sends them without compressing per request (api/src/http/static-files.ts picks the
// copy the client accepts). Run as `node scripts/precompress.mjs DIR...` or import precompressDirectory.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** Text the browser loads. Source maps are left out: only developer tools fetch them. */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed copy saves less than its headers cost (the server's threshold too). */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesBelow(dir) {
  // Dot folders (Vite's .vite/manifest.json) are never served.
  const entries = (await readdir(dir, { withFileTypes: true })).filter((entry) => !entry.name.startsWith('.'));
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
}

/**
 * Compresses every text file of `dir` (recursively) that is at least 512 bytes, writing each copy only
 * when it is smaller than the file. Returns the files compressed with their raw, gzip and brotli sizes.
 */
export async function precompressDirectory(dir) {
  const files = (await filesBelow(dir)).filter((file) => TEXT_EXTENSIONS.has(extname(file).toLowerCase()));
  const results = [];
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const raw = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < raw.length) await writeFile(`${file}.br`, br);
    if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
    results.push({ file, raw: raw.length, gzip: gz.length, brotli: br.length });
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) {
    const results = await precompressDirectory(dir);
    console.log(`precompressed ${results.length} files in ${dir}`);
  }
}
