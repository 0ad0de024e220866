import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolDir } from '../../../scripts/tool.mjs';
import { OPENAPI_YAML_PATH } from './yaml.js';

const run = promisify(execFile);
const ROOT = dirname(OPENAPI_YAML_PATH);

/**
 * The linters are not in the root install: they live in tools/openapi-lint, which `npm ci` installs from
 * its own lock the first time this test (or `npm run lint:openapi`) needs them (scripts/tool.mjs).
 * Once installed, both linters run with no network: Redocly's usage data is off (REDOCLY_TELEMETRY and
 * `telemetry: off` in redocly.yaml) and so is its update check; Spectral's `spectral:oas` ruleset ships
 * inside the package. Checked by running both in a network namespace with no interfaces (see README).
 */
const OFFLINE_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

interface Finding {
  rule: string;
  severity: string;
  where: string;
  message: string;
}

/** Runs a linter that exits non-zero on findings; its JSON report is what counts, not the exit code. */
async function lintJson(args: string[]): Promise<string> {
  try {
    return (await run(process.execPath, args, { cwd: ROOT, env: OFFLINE_ENV, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    if (failed.stdout?.trim()) return failed.stdout;
    throw new Error(`linter failed to run: ${failed.stderr ?? String(error)}`, { cause: error });
  }
}

let LINTERS = '';

async function redocly(): Promise<Finding[]> {
  const out = await lintJson([join(LINTERS, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', 'openapi.yaml', '--format=json']);
  const report = JSON.parse(out.slice(out.indexOf('{'))) as {
    problems: { ruleId: string; severity: string; message: string; ignored?: boolean; location: { pointer: string }[] }[];
  };
  return report.problems
    .filter((p) => !p.ignored)
    .map((p) => ({ rule: p.ruleId, severity: p.severity, where: p.location[0]?.pointer ?? '', message: p.message }));
}

async function spectral(): Promise<Finding[]> {
  const out = await lintJson([
    join(LINTERS, 'node_modules/@stoplight/spectral-cli/dist/index.js'),
    'lint',
    'openapi.yaml',
    '--ruleset',
    '.spectral.yaml',
    '--format',
    'json',
    '--quiet',
  ]);
  const results = JSON.parse(out.slice(out.indexOf('['))) as { code: string; severity: number; message: string; path: string[] }[];
  const severities = ['error', 'warning', 'info', 'hint'];
  return results.map((r) => ({ rule: r.code, severity: severities[r.severity] ?? String(r.severity), where: r.path.join('.'), message: r.message }));
}

describe('openapi.yaml lint', { timeout: 240_000 }, () => {
  beforeAll(() => {
    LINTERS = toolDir('openapi-lint');
  }, 600_000);

  it("has no Redocly findings under its recommended rules (exceptions only in .redocly.lint-ignore.yaml, with reasons)", async () => {
    expect(await redocly()).toEqual([]);
  });

  it("has no Spectral findings under the whole spectral:oas ruleset (errors, warnings, infos or hints)", async () => {
    expect(await spectral()).toEqual([]);
  });
});
