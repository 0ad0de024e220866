import { parse, type Token } from '@messageformat/parser';

/** A message's ICU arguments as comparable strings: `name` for text, `name:plural`, `name:select(a|b)`. */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const c of token.cases) visit(c.tokens);
      } else if (token.type === 'select') {
        found.add(`${token.arg}:select(${token.cases.map((c) => c.key).sort().join('|')})`);
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

/**
 * What differs between two catalogues: ids only one has, and ids whose ICU arguments (names, kinds, select
 * choices) differ. Empty when a translation can replace the reference everywhere.
 */
export function catalogueMismatches(reference: Readonly<Record<string, string>>, other: Readonly<Record<string, string>>, otherName: string): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(reference)) if (!(id in other)) problems.push(`${id}: missing in ${otherName}`);
  for (const id of Object.keys(other)) if (!(id in reference)) problems.push(`${id}: only in ${otherName}`);
  for (const [id, message] of Object.entries(reference)) {
    const translated = other[id];
    if (translated === undefined) continue;
    const expected = icuArguments(message).join(', ');
    const actual = icuArguments(translated).join(', ');
    if (expected !== actual) problems.push(`${id}: arguments {${expected}} but ${otherName} has {${actual}}`);
  }
  return problems;
}
