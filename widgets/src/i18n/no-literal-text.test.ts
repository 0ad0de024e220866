import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository root (where eslint.config.js is), from wherever vitest runs; with a trailing slash. */
function repositoryRoot(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'eslint.config.js')) && dirname(dir) !== dir) dir = dirname(dir);
  return `${dir}/`;
}
const root = repositoryRoot();
const CONVERTED = 'widgets/src/child-support/ChildSupportCalculator.tsx';

/** Lints `code` as if it were the converted calculator, with the repository's own ESLint config. */
async function literalTextProblems(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${CONVERTED}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'securesplit/no-literal-text').map((m) => m.message);
}

describe('user-visible text in converted components comes from the catalogue (issue 27)', () => {
  it('the converted child support files have no literal text', async () => {
    const eslint = new ESLint({ cwd: root });
    const files = ['widgets/src/child-support/ChildSupportCalculator.tsx', 'widgets/src/child-support/validate.ts', 'widgets/src/child-support/custody-time.ts'];
    const results = await eslint.lintFiles(files.map((file) => `${root}${file}`));
    const problems = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'securesplit/no-literal-text').map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(problems).toEqual([]);
  }, 60_000);

  it('flags JSX text, a literal label and a row label written in English', async () => {
    const problems = await literalTextProblems(
      [
        "export const rows = [{ label: 'Combined income', value: '$1' }];",
        'export function A({ t }: { t: (id: string) => string }) {',
        '  return <div><h2>Child Support Calculator</h2><input aria-label="State" /><p>{t(\'x\')}</p><span>{"%"}</span><b>{`Total: 5`}</b></div>;',
        '}',
      ].join('\n'),
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/Combined income[\s\S]*Child Support Calculator[\s\S]*State[\s\S]*Total: 5/);
  }, 60_000);
});
