#!/usr/bin/env node
// `npm start`: builds the engine and the API when stale (TypeScript's incremental build), starts the
// server in this process (so SIGTERM reaches it directly), and builds the site and the widgets in the
// background when an output is missing or a source is newer: the server answers within seconds with a
// short index page, and serves the site as soon as its build is done (issue 33 §7: the first start
// answered after 147 s while it built everything first). One plain line says which URL to open.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleReason } from './build-staleness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const say = (line) => process.stdout.write(`start: ${line}\n`);

function run(command, args, what, { required = true } = {}) {
  say(what);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) return;
  process.stderr.write(`start: ${what} failed (exit ${result.status ?? result.signal}).\n`);
  if (required) process.exit(result.status ?? 1);
}

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
if (existsSync(tsc)) {
  run(process.execPath, [tsc, '-b', 'api'], 'building the engine and the API (tsc -b, skipped when up to date)');
} else if (!existsSync(join(root, 'api', 'dist', 'server.js'))) {
  process.stderr.write('start: api/dist is missing and TypeScript is not installed; run `npm install` first.\n');
  process.exit(1);
}

// Front-end packages build when one of their outputs is missing or older than one of their sources
// (their own files and those of the packages they bundle), so a source change is never served stale.
const engineSources = ['engine/src', 'engine/package.json', 'engine/tsconfig.json'];
const widgetSources = ['widgets/src', 'widgets/package.json', 'widgets/tsconfig.json', 'rollup.config.mjs', ...engineSources];
const frontEnds = [
  // `tsc -b` alone writes widgets/dist/types, which is not a built widget: the outputs are the bundles.
  { folder: 'widgets', sources: widgetSources, outputs: ['dist/embed.js', 'dist/lib/index.js'] },
  {
    folder: 'examples/site',
    sources: ['examples/site/src', 'examples/site/public', 'examples/site/index.html', 'examples/site/package.json', 'examples/site/vite.config.ts', 'examples/site/tsconfig.json', 'examples/site/route-html.ts', 'scripts/precompress.mjs', ...widgetSources],
    outputs: ['dist/index.html', 'dist/site-routes.json'],
  },
];

/** The address to open, as the server logs it: PORT and HOST as the API reads them (src/config.ts). */
const port = Number(process.env.PORT?.trim() || 3000);
const host = process.env.HOST?.trim() || '0.0.0.0';
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

/** Background builds still running, ended with this process (server.ts exits on SIGTERM and SIGINT). */
const running = new Set();
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM'); // its own process group: npm and the bundler under it
    } catch {
      // Already gone.
    }
  }
});

/** Build output goes to a log file, so the terminal keeps the server's lines and the URL in view. */
const logDir = join(root, 'node_modules', '.cache', 'securesplit-start');

function runInBackground(command, args, logName) {
  mkdirSync(logDir, { recursive: true });
  const log = join(logDir, `${logName}.log`);
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd], detached: process.platform !== 'win32' });
    closeSync(fd);
    running.add(child);
    const done = (failure) => {
      running.delete(child);
      resolve(failure && `${failure}; its output is in ${log}`);
    };
    child.on('exit', (code, signal) => done(code === 0 ? undefined : `exit ${code ?? signal}`));
    child.on('error', (error) => done(error.message));
  });
}

/**
 * The site builds into dist-next and then takes dist's place in two renames, so a running server never
 * serves a half-written or emptied dist (Vite empties its output folder first). The widgets' bundles are
 * rewritten in place: until their first build /embed.js answers 404.
 */
async function buildFrontEnd({ folder, name, reason }) {
  const started = Date.now();
  if (folder === 'examples/site') {
    const dist = join(root, folder, 'dist');
    const next = join(root, folder, 'dist-next');
    rmSync(next, { recursive: true, force: true });
    const meanwhile = previousSite ? 'the previous build' : 'a short index page';
    say(`building the site in the background (${reason}); until it is done, / shows ${meanwhile}`);
    const failure = await runInBackground(npm, ['run', 'build', '-w', name, '--', '--outDir', 'dist-next', '--emptyOutDir'], 'site');
    if (failure) return `the site's build failed (${failure}); / keeps showing ${meanwhile}`;
    rmSync(`${dist}-old`, { recursive: true, force: true });
    if (existsSync(dist)) renameSync(dist, `${dist}-old`);
    renameSync(next, dist);
    rmSync(`${dist}-old`, { recursive: true, force: true });
  } else {
    say(`building ${name} in the background (${reason})`);
    const failure = await runInBackground(npm, ['run', 'build', '-w', name], folder.replaceAll('/', '-'));
    if (failure) return `${name}'s build failed (${failure})`;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (folder === 'examples/site') {
    siteBuilding = false;
    // Before the server answers, the line below says it all.
    if (serverAnswered) process.stdout.write(`\nThe site is built (${seconds} s): open ${url}\n\n`);
    else say(`the site is built (${seconds} s)`);
  } else {
    say(`${name} is built (${seconds} s)`);
  }
  return undefined;
}

let siteBuilding;
let serverAnswered = false;
/** A site built before (now stale) stays served while the new build runs. */
const previousSite = existsSync(join(root, 'examples', 'site', 'dist', 'index.html'));
const builds = [];
for (const { folder, sources, outputs } of frontEnds) {
  const manifestPath = join(root, folder, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const reason = staleReason({ sources: sources.map((path) => join(root, path)), outputs: outputs.map((path) => join(root, folder, path)) });
  if (!reason) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.scripts?.build) builds.push({ folder, name: manifest.name, reason });
}
builds.sort((a, b) => Number(b.folder === 'examples/site') - Number(a.folder === 'examples/site'));
siteBuilding = builds.some((build) => build.folder === 'examples/site');
// The site first: it is what the URL below opens. It bundles the widgets from their sources, so it does
// not wait for their build; one build at a time leaves the server a core.
const backgroundBuilds = builds.reduce(
  (previous, build) => previous.then(async (failures) => [...failures, await buildFrontEnd(build)]),
  Promise.resolve([]),
);

await import(pathToFileURL(join(root, 'api', 'dist', 'server.js')).href);

/** Whether the server answers at all (any status). */
function answers() {
  return new Promise((resolve) => {
    const probe = request({ host: probeHost, port, path: '/api/v1/health', timeout: 2000 }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => {
      probe.destroy();
      resolve(false);
    });
    probe.end();
  });
}

/** Waits until the server answers (it exits by itself when it cannot start, e.g. on a bad setting). */
async function answering() {
  while (!(await answers())) await sleep(200);
}

await answering();
serverAnswered = true;
process.stdout.write(
  siteBuilding
    ? `\nSecureSplit is running: open ${url} (the site is still building: until a line here says it is built, that page shows ${previousSite ? 'the previous build' : 'a short index'})\n\n`
    : `\nSecureSplit is running: open ${url}\n\n`,
);
for (const failure of (await backgroundBuilds).filter(Boolean)) process.stderr.write(`start: ${failure}.\n`);
