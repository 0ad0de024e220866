import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lazyPageModules, pageScripts } from '../route-html.js';
import { SITE_ROUTE_PATHS } from '../src/route-paths.js';

/**
 * Issue 17 § 1: pages that only collect input and ask the API for results load none of the engine's
 * rules. Read from the built site (global-setup builds it): Vite's manifest gives each page's chunks,
 * and each chunk's source map the modules inside it. The size targets are printed by the bench
 * (scripts/bench/site.mjs); only the accuracy page's (issue 33 §6) is asserted here.
 */
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The chunks a page's entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the site's manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The scripts the first visit of a page runs: the app's entry, and the page's own lazily loaded chunk. */
function pageChunks(pageModule: string): string[] {
  expect(manifest['index.html']?.dynamicImports).toContain(pageModule);
  return [...new Set([...staticClosure('index.html'), ...staticClosure(pageModule)])].map((key) => manifest[key]!.file);
}

/** The source modules bundled into those chunks (repository-relative), from their source maps. */
function bundledModules(files: string[]): string[] {
  return files.flatMap((file) => {
    // The bundler's own helpers (Rolldown's namespace and CommonJS wrappers, Vite's preload helper: about 1 kB) get a
    // chunk of their own once two chunks need them, as the on-device engine does (issue 31 §5); they hold no module
    // of ours, and no map is written for them.
    if (/(^|\/)(rolldown-runtime|preload-helper)-[\w-]+\.js$/.test(file)) return [];
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) throw new Error(`${file} has no source map`);
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    return map.sources.map((source) => relative(repoRoot, resolve(dirname(mapFile), source)));
  });
}

/**
 * Engine modules a form may load: the small entry points and what they import (see engine/src/entry-points.test.ts),
 * and the language entry (`@securesplit/engine/locale`: locale matching and Intl formatting, no messages and no rules;
 * one language's catalogue comes in its own chunk).
 */
const ENGINE_FORM_MODULES = ['engine/src/jurisdictions.ts', 'engine/src/constants.ts', 'engine/src/child-support-incomes.ts', 'engine/src/tax/types.ts', 'engine/src/validation/money-maximum.ts', 'engine/src/locale.ts'];

const engineModules = (modules: string[]) => modules.filter((module) => module.startsWith('engine/'));
const isRuleData = (module: string) => module.startsWith('engine/') && !ENGINE_FORM_MODULES.includes(module);

describe("the built site's first visit", () => {
  it.each([
    ['the home page (the free calculators)', 'src/pages/HomePage.tsx'],
    ['a premium calculator page', 'src/premium/PremiumCalculatorPage.tsx'],
    ['the wellness quiz', 'src/pages/QuizPage.tsx'],
  ])('%s loads no rule data of the engine, and no zod', (_page, pageModule) => {
    const modules = bundledModules(pageChunks(pageModule));
    expect(modules.filter(isRuleData)).toEqual([]);
    // No schedule table, no state rule module: the results come from the API.
    expect(modules.some((module) => /engine\/src\/child-support\//.test(module))).toBe(false);
    expect(modules.some((module) => module.includes('node_modules/zod/'))).toBe(false);
    // What it does load of the engine is only the form constants.
    expect(engineModules(modules).every((module) => ENGINE_FORM_MODULES.includes(module))).toBe(true);
  });

  it('the accuracy page loads no rule data either (the API runs the catalog), and the check reads real modules', () => {
    const modules = bundledModules(pageChunks('src/pages/AccuracyPage.tsx'));
    // The source maps name the page's own modules, so an empty list above is not a map read wrongly.
    expect(modules).toContain('examples/site/src/pages/AccuracyPage.tsx');
    expect(modules).toContain('engine/src/jurisdictions.ts');
    expect(modules.filter(isRuleData)).toEqual([]);
    expect(modules.some((module) => module.includes('node_modules/zod/'))).toBe(false);
  });

  it('the accuracy page runs under 150 kB of gzip script on its first visit (it was 548 kB: issue 33 §6)', () => {
    const gzipBytes = pageChunks('src/pages/AccuracyPage.tsx').reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
    expect(gzipBytes).toBeLessThan(150 * 1024);
  });

  it('every script of the home page has brotli and gzip copies written by the build', () => {
    for (const file of pageChunks('src/pages/HomePage.tsx')) {
      if (readFileSync(join(dist, file)).length < 512) continue;
      expect(existsSync(join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
  });
});

describe("each route's own index.html", () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]!);
  const appSource = readFileSync(fileURLToPath(new URL('../src/App.tsx', import.meta.url)), 'utf8');
  const pages = lazyPageModules(appSource);

  it('knows the lazy page of the routes that have one (read from App.tsx)', () => {
    expect(pages.get('/')).toBe('src/pages/HomePage.tsx');
    expect(pages.get('/property-division')).toBe('src/premium/PremiumCalculatorPage.tsx');
    expect(pages.get('/financial-wellness-quiz')).toBe('src/pages/QuizPage.tsx');
    expect(pages.has('/support')).toBe(false);
  });

  it.each(SITE_ROUTE_PATHS.filter((route) => route !== '/'))('%s has one, preloading its page chunk and what it imports', (route) => {
    const html = readFileSync(join(dist, route, 'index.html'), 'utf8');
    const pageModule = pages.get(route);
    expect(preloads(html)).toEqual(expect.arrayContaining(pageModule ? pageScripts(manifest, pageModule) : []));
    if (pageModule) expect(preloads(html)).toContain(manifest[pageModule]!.file);
    // Never another page's chunk: a support page does not download the calculators.
    expect(preloads(html).some((file) => file === manifest['src/pages/HomePage.tsx']!.file)).toBe(route === '/');
  });

  it('the home page (dist/index.html) preloads its own chunk', () => {
    expect(preloads(readFileSync(join(dist, 'index.html'), 'utf8'))).toContain(manifest['src/pages/HomePage.tsx']!.file);
  });
});
