import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engineRoot = fileURLToPath(new URL('..', import.meta.url));
const sourceRoot = join(engineRoot, 'src');
const manifest = JSON.parse(readFileSync(join(engineRoot, 'package.json'), 'utf8')) as { exports: Record<string, string | { types: string; import: string }> };

/** Every module specifier a file loads at run time (type-only imports and exports are erased, so left out). */
function runtimeSpecifiers(source: string): string[] {
  const statements = source.match(/^(?:import|export)\s[^;]*?\sfrom\s+'[^']+'|^import\s+'[^']+'/gms) ?? [];
  return statements.filter((statement) => !/^(?:import|export)\s+type\s/.test(statement)).map((statement) => /'([^']+)'$/.exec(statement)![1]!);
}

/** The source files an entry point loads, itself included, and the packages among them. */
function closure(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(join(sourceRoot, entry));
  return { files: [...files].map((file) => relative(sourceRoot, file)).sort(), packages: [...packages] };
}

describe('the engine package entry points for front ends', () => {
  // Pages that only collect input (the API computes) import these; the rules and zod must stay out.
  it.each([
    ['./jurisdictions', ['jurisdictions.ts']],
    ['./constants', ['child-support-incomes.ts', 'constants.ts', 'tax/types.ts', 'validation/money-maximum.ts']],
  ])('%s loads no rule data and no package', (subpath, expectedFiles) => {
    const entry = manifest.exports[subpath];
    expect(entry, `package.json exports ${subpath}`).toEqual({ types: `./dist/${subpath.slice(2)}.d.ts`, import: `./dist/${subpath.slice(2)}.js` });
    // The site's and the widgets' tests map the subpath to src/<name>.ts by name, like the build maps it to dist.
    const { files, packages } = closure(`${subpath.slice(2)}.ts`);
    expect(packages).toEqual([]);
    expect(files).toEqual(expectedFiles);
  });

  it('the main entry point does load the rules (the check above would see them)', () => {
    const { files, packages } = closure('index.ts');
    expect(packages).toContain('zod');
    expect(files.some((file) => file.startsWith('child-support/'))).toBe(true);
  });

  it('the main entry point never loads the PDF library; ./worksheet-pdf does', () => {
    expect(manifest.exports['./worksheet-pdf']).toEqual({ types: './dist/worksheet-pdf/index.d.ts', import: './dist/worksheet-pdf/index.js' });
    const main = closure('index.ts');
    expect(main.packages.filter((name) => ['pdfkit', 'fontkit', 'qrcode'].includes(name))).toEqual([]);
    expect(main.files.some((file) => file.startsWith('worksheet-pdf/'))).toBe(false);
    expect(closure('worksheet-pdf/index.ts').packages).toEqual(expect.arrayContaining(['pdfkit', 'fontkit', 'qrcode']));
  });

  it('./on-device loads no state’s rules until asked (each state is a dynamic import of its own)', () => {
    expect(manifest.exports['./on-device']).toEqual({ types: './dist/on-device.d.ts', import: './dist/on-device.js' });
    const { files, packages } = closure('on-device.ts');
    expect(packages).toEqual(['zod']);
    expect(files).toContain('validation/zod-config.ts');
    expect(files.filter((file) => /^(child-support|alimony)\/jurisdictions\//.test(file))).toEqual([]);
    expect(files).toContain('on-device/rule-loaders.ts');
  });

  // Importing the whole engine through the test transform took over 5 s on a loaded two-core machine: a load time,
  // not what this test checks, so it gets room.
  it('the small entry points give the same values as the main one', { timeout: 60_000 }, async () => {
    const [main, jurisdictions, constants] = await Promise.all([import('./index.js'), import('./jurisdictions.js'), import('./constants.js')]);
    expect(jurisdictions.JURISDICTIONS).toBe(main.JURISDICTIONS);
    expect(constants.MONEY_MAXIMUM_DOLLARS).toBe(main.MONEY_MAXIMUM_DOLLARS);
    expect(constants.TAX_YEARS).toBe(main.TAX_YEARS);
    expect(constants.moneyMaximumMessage('Income')).toBe(main.moneyMaximumMessage('Income'));
  });
});
