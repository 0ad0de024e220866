// Builds @securesplit/widgets from one config (the habit of Typebot's embeds):
//  1. widgets/dist/embed.js        the script-tag loader (IIFE, no dependencies), served at /embed.js
//  2. widgets/dist/embed/*.js      one ES module per element, sharing chunks/ (one runtime chunk): the
//                                  components run on Preact's React compatibility layer (preact/compat)
//  3. widgets/dist-react/          the same embed (loader and elements) on React itself: not served, kept
//                                  so the bench compares the two and the browser tests can run on either
//                                  (EMBED_BUILD=react, see widgets/test/browser/embed-build.ts)
//  4. widgets/dist/lib/index.js    the npm ESM entry for React apps (React and the engine external)
// and prints the gzip size of the loader, the shared runtime and each element's chunk for both embeds.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const widgets = join(root, 'widgets');
const dist = join(widgets, 'dist');
const reactEmbedDist = join(widgets, 'dist-react');
const elementsDir = join(widgets, 'src', 'elements');
const LOADER_BUDGET_BYTES = 5 * 1024;

/** Source imports say `./x.js` (NodeNext); find the `.ts` or `.tsx` file behind it. */
function typescriptJsExtensions() {
  return {
    name: 'typescript-js-extensions',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null;
      const base = resolve(dirname(importer), source.slice(0, -3));
      for (const extension of ['.ts', '.tsx']) if (existsSync(base + extension)) return base + extension;
      return null;
    },
  };
}

/**
 * React's module names answered by Preact's compatibility layer. `react/jsx-runtime` goes through
 * `preact/compat/jsx-runtime`, which loads compat first so its vnode hooks (className, onChange on
 * text fields as input events, and the rest) apply to JSX as well as to createElement.
 */
const PREACT_FOR_REACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

function reactAsPreact() {
  return {
    name: 'react-as-preact',
    resolveId(source, importer, options) {
      const target = PREACT_FOR_REACT[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

function plugins({ minify, runtime = 'react' }) {
  return [
    ...(runtime === 'preact' ? [reactAsPreact()] : []),
    typescriptJsExtensions(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    esbuild({ jsx: 'automatic', target: 'es2022', tsconfig: join(widgets, 'tsconfig.json') }),
    ...(minify ? [terser({ format: { comments: false } })] : []),
  ];
}

// The engine's modules hold zod schemas and calculations the elements never call; only the constants they
// import (the jurisdiction list) enter the elements' chunks, and the rest only the on-device chunks. One engine
// module is a side effect and must stay: zod-config.js turns zod's eval probe off (partner pages forbid eval).
const treeshake = { moduleSideEffects: (id) => !id.includes(`${join(root, 'engine')}`) || /[\\/]validation[\\/]zod-config\.[jt]s$/.test(id) };

/**
 * The chunks behind `save="false"` (issue 31 §5) go to embed/on-device/: the engine's on-device entry, each state's
 * rules and what only they share (models, zod). The browser fetches them only when a widget computes on the device,
 * and then only the state asked about. A chunk is one of them when it holds engine (or zod) code and none of the
 * small engine modules the elements themselves import (the form constants).
 */
const ENGINE_OR_ZOD = /[\\/](engine[\\/](dist|src)|node_modules[\\/]zod)[\\/]/;
const ELEMENT_ENGINE_MODULES = /[\\/]engine[\\/](dist|src)[\\/](jurisdictions|constants|child-support-incomes|tax[\\/]types|validation[\\/]money-maximum)\.[jt]s$/;
const isOnDeviceChunk = (chunk) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => ENGINE_OR_ZOD.test(id)) && !chunk.moduleIds.some((id) => ELEMENT_ENGINE_MODULES.test(id));
/** Each language's messages (issue 27) in embed/messages/: a widget fetches only the one it speaks. */
const MESSAGES_MODULE = /[\\/]engine[\\/](dist|src)[\\/]locale[\\/]compiled[\\/]/;
const isMessagesChunk = (chunk) => chunk.moduleIds.some((id) => MESSAGES_MODULE.test(id));
const chunkFileName = (chunk) =>
  isMessagesChunk(chunk) ? 'messages/[name]-[hash].js' : isOnDeviceChunk(chunk) ? 'on-device/[name]-[hash].js' : 'chunks/[name]-[hash].js';

/** One embed build's chunk graph, kept for the size report printed after its loader is written. */
function chunkGraph() {
  const graph = { entries: new Map(), imports: new Map(), modules: new Map() };
  const record = {
    name: 'record-graph',
    writeBundle(_options, bundle) {
      graph.entries.clear();
      graph.imports.clear();
      graph.modules.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        graph.imports.set(chunk.fileName, chunk.imports);
        graph.modules.set(chunk.fileName, chunk.moduleIds);
        if (chunk.isEntry) graph.entries.set(chunk.name, chunk.fileName);
      }
    },
  };
  return { graph, record };
}

function closure(graph, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of graph.imports.get(fileName) ?? []) closure(graph, imported, seen);
  return seen;
}

/**
 * What `save="false"` fetches beyond the elements' code (gzip bytes): the on-device engine once, then for each state
 * its child-support rules and its alimony rule (each a chunk with what it alone imports). Written beside the embed
 * as on-device-sizes.json for the bench.
 */
function onDeviceSizes(graph, gz, elementFiles) {
  const chunkWith = (pattern) => [...graph.modules].find(([, ids]) => ids.some((id) => pattern.test(id)))?.[0];
  const engine = chunkWith(/[\\/]engine[\\/](dist|src)[\\/]on-device\.[jt]s$/);
  if (!engine) return null;
  const engineFiles = new Set([...closure(graph, engine)].filter((file) => !elementFiles.has(file)));
  const beyondEngine = (file) => [...closure(graph, file)].filter((f) => !engineFiles.has(f) && !elementFiles.has(f));
  const sum = (files) => files.reduce((total, file) => total + gz(file), 0);
  // Each state's two imports, as the engine's loaders name them (several states share one alimony module).
  const loaders = readFileSync(join(root, 'engine', 'src', 'on-device', 'rule-loaders.ts'), 'utf8');
  const moduleOf = (topic, slug) => new RegExp(`^\\s+'?${slug}'?: \\(\\) => import\\('\\.\\./${topic}/jurisdictions/([a-z-]+)\\.js'\\)`, 'm').exec(loaders)[1];
  const chunkOf = (topic, slug) => chunkWith(new RegExp(`[\\\\/]${topic}[\\\\/]jurisdictions[\\\\/]${moduleOf(topic, slug)}\\.[jt]s$`));
  const slugs = readFileSync(join(root, 'engine', 'src', 'jurisdictions.ts'), 'utf8').match(/(?<=slug: ')[a-z-]+(?=')/g);
  const states = slugs.map((slug) => {
    const childSupport = chunkOf('child-support', slug);
    const alimony = chunkOf('alimony', slug);
    return { slug, childSupport: sum(beyondEngine(childSupport)), alimony: sum(beyondEngine(alimony)) };
  });
  const allRules = new Set([...graph.imports.keys()].filter((file) => file.startsWith('on-device/') && !engineFiles.has(file)));
  return { engine: sum([...engineFiles]), engineChunks: engineFiles.size, states, allStates: sum([...allRules]), allStatesChunks: allRules.size };
}

/**
 * Prints gzip sizes once an embed is written: the loader, the shared runtime, for each element
 * the code it loads beyond the runtime (its entry plus the shared chunks it imports), and what
 * `save="false"` loads on demand. Fails the build if the loader exceeds its 5 kB budget.
 */
function printSizes({ graph, outDir, label }) {
  return {
    name: 'print-sizes',
    writeBundle() {
      const loader = join(outDir, 'embed.js');
      const embed = join(outDir, 'embed');
      if (!existsSync(loader) || graph.entries.size === 0) return;
      const gz = (file) => gzipSync(readFileSync(join(embed, file)), { level: 9 }).length;
      const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;
      const runtime = [...graph.imports.keys()].filter((file) => file.startsWith('chunks/runtime'));
      const loaderBytes = gzipSync(readFileSync(loader), { level: 9 }).length;
      const lines = [`${kb(loaderBytes)}  loader: embed.js (budget 5 kB)`];
      for (const file of runtime) lines.push(`${kb(gz(file))}  shared ${label} runtime: embed/${file}`);
      const shared = [...graph.imports.keys()].filter((file) => file.startsWith('chunks/') && !runtime.includes(file));
      lines.push(`${kb(shared.reduce((sum, file) => sum + gz(file), 0))}  shared widget code: ${shared.length} chunks in embed/chunks/`);
      for (const file of [...graph.imports.keys()].filter((f) => f.startsWith('messages/')).sort()) lines.push(`${kb(gz(file))}  messages of one language: embed/${file}`);
      const elementFiles = new Set();
      for (const [name, file] of [...graph.entries].sort()) {
        const own = [...closure(graph, file)].filter((f) => !runtime.includes(f));
        for (const f of closure(graph, file)) elementFiles.add(f);
        lines.push(`${kb(own.reduce((sum, f) => sum + gz(f), 0))}  element ${name}: embed/${file} (${kb(gz(file)).trim()} own, rest shared)`);
      }
      const onDevice = onDeviceSizes(graph, gz, elementFiles);
      if (onDevice) {
        const bySize = [...onDevice.states].sort((a, b) => a.childSupport - b.childSupport);
        const at = (i) => `${(bySize[i].childSupport / 1024).toFixed(1)} kB ${bySize[i].slug}`;
        const alimony = onDevice.states.map((state) => state.alimony).sort((a, b) => a - b);
        lines.push(
          `${kb(onDevice.engine)}  on-device engine (save="false", loaded on first use): ${onDevice.engineChunks} chunks in embed/on-device/`,
          `${kb(bySize[Math.floor(bySize.length / 2)].childSupport)}  on-device child-support rules of one state, median (smallest ${at(0)}, largest ${at(bySize.length - 1)})`,
          `${kb(alimony[Math.floor(alimony.length / 2)])}  on-device alimony rule of one state, median (largest ${(alimony.at(-1) / 1024).toFixed(1)} kB)`,
          `${kb(onDevice.allStates)}  on-device rules of all 51 states together (never loaded at once): ${onDevice.allStatesChunks} chunks`,
        );
        writeFileSync(join(outDir, 'on-device-sizes.json'), `${JSON.stringify(onDevice, null, 2)}\n`);
      }
      console.log(`\nSecureSplit widget sizes on ${label} (gzip), ${relative(root, outDir)}/:\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
      if (loaderBytes > LOADER_BUDGET_BYTES) throw new Error(`${relative(root, loader)} is ${loaderBytes} bytes gzip, over the 5 kB budget`);
    },
  };
}

const elementInputs = Object.fromEntries(
  readdirSync(elementsDir)
    .filter((name) => name.endsWith('.ts') && !['registry.ts', 'script-origin.ts'].includes(name) && !name.endsWith('.test.ts'))
    .map((name) => [name.replace(/\.ts$/, ''), join(elementsDir, name)]),
);

/** Old hashed chunks would otherwise pile up in <outDir>/embed and be served. */
function cleanEmbed(outDir) {
  return {
    name: 'clean-embed',
    buildStart() {
      rmSync(join(outDir, 'embed'), { recursive: true, force: true });
    },
  };
}

/** zod's own comment placement and cycles are not ours to fix, and none of zod reaches the bundle. */
function onwarn(warning, warn) {
  if (warning.id?.includes(`node_modules${'/'}zod`) || warning.ids?.some((id) => id.includes('zod'))) return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.message.includes('zod')) return;
  warn(warning);
}

/** The framework and what adapts to it (signals, the useSyncExternalStore shim): one shared runtime chunk. */
const isVendor = (id) => /node_modules[\\/](react|react-dom|scheduler|preact|@preact|use-sync-external-store)[\\/]/.test(id);

/** The script-tag embed (elements, then the loader that prints the sizes) on one runtime into outDir. */
function embedBuild({ runtime, outDir, label }) {
  const { graph, record } = chunkGraph();
  return [
    {
      input: elementInputs,
      treeshake,
      onwarn,
      plugins: [cleanEmbed(outDir), ...plugins({ minify: true, runtime }), record],
      output: {
        dir: join(outDir, 'embed'),
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: chunkFileName,
        manualChunks: (id) => (isVendor(id) ? 'runtime' : undefined),
      },
    },
    {
      input: join(widgets, 'src', 'embed', 'loader.ts'),
      treeshake,
      onwarn,
      plugins: [...plugins({ minify: true, runtime }), printSizes({ graph, outDir, label })],
      output: { file: join(outDir, 'embed.js'), format: 'iife' },
    },
  ];
}

export default [
  ...embedBuild({ runtime: 'preact', outDir: dist, label: 'Preact (preact/compat)' }),
  ...embedBuild({ runtime: 'react', outDir: reactEmbedDist, label: 'React' }),
  {
    input: join(widgets, 'src', 'index.ts'),
    treeshake,
    onwarn,
    external: (id) => /^(react|react-dom|@preact\/signals-react|@securesplit\/engine)(\/|$)/.test(id),
    plugins: plugins({ minify: false }),
    output: { file: join(dist, 'lib', 'index.js'), format: 'es', sourcemap: true },
  },
];
