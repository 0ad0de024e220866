import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A `lastChecked` on a source records that someone compared that value with that source on that day.
 * So it is written by hand as a date literal on the source itself: never by a function (a helper that
 * stamps every source it builds records nobody's check), never from a shared constant, never assigned
 * later. This scan of the engine's source enforces that.
 */
const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The schema that declares the field. */
const DECLARATION = join('rules', 'source.ts');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isNamed(name: ts.PropertyName | ts.MemberName | ts.Expression, wanted: string): boolean {
  return (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) && name.text === wanted;
}

function insideFunction(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isFunctionLike(parent) || ts.isClassStaticBlockDeclaration(parent)) return true;
  }
  return false;
}

/** Every place in `text` that writes `lastChecked` other than as a date literal outside any function. */
function stampViolations(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, why: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: ${why}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && isNamed(node.name, 'lastChecked')) {
      const value = node.initializer;
      if (!ts.isStringLiteral(value) || !ISO_DATE.test(value.text)) {
        at(node, 'lastChecked must be a YYYY-MM-DD literal written on the source');
      } else if (insideFunction(node)) {
        at(node, 'lastChecked written inside a function (a helper that stamps)');
      }
    } else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'lastChecked') {
      at(node, 'lastChecked taken from a variable');
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ((ts.isPropertyAccessExpression(node.left) && isNamed(node.left.name, 'lastChecked')) ||
        (ts.isElementAccessExpression(node.left) && isNamed(node.left.argumentExpression, 'lastChecked')))
    ) {
      at(node, 'lastChecked assigned after the source was built');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function engineSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return engineSourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('verification stamps (lastChecked)', () => {
  it('are only date literals written on a source, never by a helper, a constant or an assignment', () => {
    const files = engineSourceFiles(SOURCE_ROOT).filter((path) => relative(SOURCE_ROOT, path) !== DECLARATION);
    expect(files.length).toBeGreaterThan(100);
    // Only a file that names the field can write it; parsing just those keeps the large data files out.
    const violations = files
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
      .filter(({ text }) => text.includes('lastChecked'))
      .flatMap(({ path, text }) => stampViolations(relative(SOURCE_ROOT, path), text));
    expect(violations).toEqual([]);
  });

  it('the scan catches each way of stamping wholesale', () => {
    expect(stampViolations('a.ts', "export const A = { title: 'x', lastChecked: '2026-11-26' };")).toEqual([]);
    const cases = [
      "export function src(title: string) { return { title, lastChecked: '2026-11-21' }; }",
      "export const src = (title: string) => ({ title, lastChecked: '2026-11-21' });",
      "const CHECKED = '2026-11-21'; export const A = { title: 'x', lastChecked: CHECKED };",
      "const lastChecked = '2026-11-21'; export const A = { title: 'x', lastChecked };",
      "export const A: { lastChecked?: string } = {}; A.lastChecked = '2026-11-21';",
      "export const A: Record<string, string> = {}; A['lastChecked'] = '2026-11-21';",
      "export class S { build() { return { lastChecked: '2026-11-21' }; } }",
    ];
    for (const text of cases) expect(stampViolations('a.ts', text), text).toHaveLength(1);
  });
});
