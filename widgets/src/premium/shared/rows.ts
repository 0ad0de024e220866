/** A row of a repeatable list: its fields plus a key that stays with it while rows around it come and go. */
export type Keyed<R> = R & { key: string };

let lastKey = 0;

/** A key no other row on the page has. */
export function newRowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export function withKey<R extends object>(row: R): Keyed<R> {
  return { ...row, key: newRowKey() };
}

export function addRow<R extends object>(rows: readonly Keyed<R>[], blank: R): Keyed<R>[] {
  return [...rows, withKey(blank)];
}

export function removeRow<R extends object>(rows: readonly Keyed<R>[], index: number): Keyed<R>[] {
  return rows.filter((_, i) => i !== index);
}

export function updateRow<R extends object>(rows: readonly Keyed<R>[], index: number, changes: Partial<R>): Keyed<R>[] {
  return rows.map((row, i) => (i === index ? { ...row, ...changes } : row));
}

/** The rows as the API takes them: without their keys. */
export function withoutKeys<R extends object>(rows: readonly Keyed<R>[]): R[] {
  return rows.map(({ key: _key, ...row }) => row as unknown as R);
}
