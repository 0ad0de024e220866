// Widget bundle sizes, raw and gzip, from the built widgets/dist.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../widgets/dist/', import.meta.url));

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.js') ? [path] : [];
  });
}

export async function benchBundles() {
  const scriptTag = [join(dist, 'embed.js'), ...files(join(dist, 'embed'))];
  return scriptTag.map((file) => {
    const bytes = readFileSync(file);
    return {
      benchmark: `bundle: ${relative(dist, file)}`,
      'kB raw': (bytes.length / 1024).toFixed(1),
      'kB gzip': (gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1),
    };
  });
}
