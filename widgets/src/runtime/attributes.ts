/** How a declared prop is read from its attribute. */
export type PropKind = 'string' | 'number' | 'boolean';

/** Declared props by camelCase name, each with how its attribute is read. */
export type PropDeclarations = Record<string, PropKind>;

/** `apiBase` → `api-base`: attributes are the kebab-case spelling of the camelCase property. */
export function toKebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function parseAttribute(kind: PropKind, raw: string | null): string | number | boolean | undefined {
  if (kind === 'boolean') return raw !== null && raw !== 'false';
  if (raw === null) return undefined;
  if (kind === 'number') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }
  return raw;
}
