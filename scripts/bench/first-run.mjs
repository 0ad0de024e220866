// Issue 33 §7, a developer's first five minutes: a fresh clone of this repository's HEAD (committed work
// only) in a temporary folder, `npm install` timed with the packages it added, then the first `npm start`
// timed until the server answers, until it prints the line with the URL to open, and until it serves the
// site rather than the stand-in index page. Each figure beside its target.
// The install uses an empty npm cache of its own, as a new machine would (the registry is still reached
// through whatever proxy this machine has, so a slow network shows only on such a machine);
// BENCH_NPM_CACHE=shared uses the machine's npm cache instead. BENCH_FIRST_RUN_KEEP=1 keeps the clone.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TARGETS = { installSeconds: 120, packages: 800, answerSeconds: 60 };
const START_TIMEOUT_MS = 10 * 60_000;

const seconds = (ms) => Number((ms / 1000).toFixed(1));
const row = (benchmark, figure, target, met) => ({ benchmark, figure, target, met: met === undefined ? '' : met ? 'yes' : 'NO' });

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; its output, its exit code and how long it took. */
function timed(command, args, options) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output, ms: performance.now() - started }));
  });
}

/** GET path: its status and body, or undefined when nothing answers. */
function get(port, path) {
  return new Promise((resolve) => {
    const probe = request({ host: '127.0.0.1', port, path, timeout: 2000 }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    probe.on('error', () => resolve(undefined));
    probe.on('timeout', () => {
      probe.destroy();
      resolve(undefined);
    });
    probe.end();
  });
}

/** Packages installed under node_modules (scoped ones counted one by one; workspace links left out). */
function installedPackages(dir) {
  let count = 0;
  const walk = (modules) => {
    let names;
    try {
      names = readdirSync(modules, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of names) {
      if (entry.name.startsWith('.')) continue;
      const path = join(modules, entry.name);
      if (entry.name.startsWith('@') && entry.isDirectory()) {
        for (const scoped of readdirSync(path, { withFileTypes: true })) {
          if (scoped.isDirectory()) {
            count += 1;
            walk(join(path, scoped.name, 'node_modules'));
          }
        }
      } else if (entry.isDirectory()) {
        count += 1;
        walk(join(path, 'node_modules'));
      }
    }
  };
  walk(join(dir, 'node_modules'));
  return count;
}

function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _databaseUrl, ...rest } = env;
  return rest;
}

/** The first `npm start`: when the server answers, when the URL line appears, when the site is served. */
async function firstStart(clone) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(npm, ['start'], {
    cwd: clone,
    // A developer's defaults: PGlite in the clone's data/, not a database this machine's environment names.
    env: { ...withoutDatabaseUrl(process.env), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let output = '';
  let urlLine;
  let urlLineMs;
  const onData = (chunk) => {
    output += chunk;
    if (urlLine === undefined) {
      const line = output.split('\n').find((text) => /open http:\/\/\S+/.test(text));
      if (line) {
        urlLine = line.trim();
        urlLineMs = performance.now() - started;
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = false;
  child.on('exit', () => (exited = true));

  let answerMs;
  let siteMs;
  const siteFailed = () => /the site's build failed[^\n]*/.exec(output)?.[0];
  while (!exited && performance.now() - started < START_TIMEOUT_MS && siteMs === undefined && !siteFailed()) {
    const home = await get(port, '/');
    if (home && answerMs === undefined) answerMs = performance.now() - started;
    // The stand-in index page links the API reference; the built site is the app's shell.
    if (home?.status === 200 && home.body.includes('id="root"')) siteMs = performance.now() - started;
    else await sleep(250);
  }
  try {
    process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
  } catch {
    // It had already stopped.
  }
  await new Promise((resolve) => (exited ? resolve() : child.once('exit', resolve)));
  return { answerMs, urlLine, urlLineMs, siteMs, siteFailure: siteFailed(), output };
}

export async function benchFirstRun() {
  const work = mkdtempSync(join(tmpdir(), 'securesplit-first-run-'));
  const clone = join(work, 'clone');
  const sharedCache = process.env.BENCH_NPM_CACHE === 'shared';
  try {
    execFileSync('git', ['clone', '--quiet', repository, clone]);
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
    const cacheArgs = sharedCache ? [] : ['--cache', join(work, 'npm-cache')];
    const install = await timed(npm, ['install', '--no-audit', '--no-fund', ...cacheArgs], { cwd: clone });
    if (install.code !== 0) return [row(`npm install failed (exit ${install.code})`, install.output.slice(-2000), '', false)];
    const added = Number(/added (\d+) packages?/.exec(install.output)?.[1] ?? NaN);
    const start = await firstStart(clone);
    const rows = [
      row(`fresh clone of ${head}: npm install, seconds (${sharedCache ? "the machine's npm cache" : 'empty npm cache'})`, seconds(install.ms), `< ${TARGETS.installSeconds}`, install.ms < TARGETS.installSeconds * 1000),
      row('npm install: packages added', added, `< ${TARGETS.packages}`, added < TARGETS.packages),
      row('npm install: packages under node_modules', installedPackages(clone), '', undefined),
      row('first npm start: seconds until the server answers /', start.answerMs === undefined ? 'never' : seconds(start.answerMs), `< ${TARGETS.answerSeconds}`, start.answerMs !== undefined && start.answerMs < TARGETS.answerSeconds * 1000),
      row('first npm start: the line that says which URL to open', start.urlLine ?? 'none', 'printed', start.urlLine !== undefined),
      row('first npm start: seconds until that line', start.urlLineMs === undefined ? 'never' : seconds(start.urlLineMs), '', undefined),
      row('first npm start: seconds until / serves the site (built in the background)', start.siteFailure ?? (start.siteMs === undefined ? 'never' : seconds(start.siteMs)), '', start.siteFailure ? false : undefined),
    ];
    if (start.answerMs === undefined) rows.push(row('npm start output (tail)', start.output.slice(-2000), '', undefined));
    return rows;
  } finally {
    if (process.env.BENCH_FIRST_RUN_KEEP === '1') console.log(`first run: clone kept in ${clone}`);
    else rmSync(work, { recursive: true, force: true });
  }
}
