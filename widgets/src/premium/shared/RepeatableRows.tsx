import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Keyed } from './rows.js';

/** The engine takes at most 100 rows in a list. */
export const MAX_ROWS = 100;

export interface RepeatableRowsProps<R extends object> {
  /** The list's name, shown as its legend ("Vehicles"). */
  legend: string;
  /** What one row is called; rows are numbered after it ("Vehicle 1"). */
  itemName: string;
  /** The add button's text ("Add Vehicle"). */
  addLabel: string;
  rows: readonly Keyed<R>[];
  onAdd(): void;
  onRemove(index: number): void;
  /** The row's fields. Give each field a name such as `vehicles.0.value` so server messages find it. */
  renderRow(row: Keyed<R>, index: number): ReactNode;
  /** Shown when the list has no rows. */
  emptyText?: string;
  /** Extra text under the legend. */
  hint?: ReactNode;
  maxRows?: number;
}

type PendingFocus = { kind: 'added'; before: ReadonlySet<string> } | { kind: 'row'; key: string } | { kind: 'add-button' };

const FOCUSABLE = 'input, select, textarea, button';

/**
 * A list of rows the visitor adds and removes with ordinary buttons (so by keyboard too). Each row is
 * its own group, numbered ("Vehicle 2"), with a "Remove" button that names it. Focus follows: after
 * adding, to the new row's first field; after removing, to the row that took its place, else the one
 * before, else the add button. Each change is announced in a polite live region.
 */
export function RepeatableRows<R extends object>({ legend, itemName, addLabel, rows, onAdd, onRemove, renderRow, emptyText, hint, maxRows = MAX_ROWS }: RepeatableRowsProps<R>) {
  const container = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = rows.length >= maxRows;

  useLayoutEffect(() => {
    const want = pending.current;
    if (!want || !container.current) return;
    pending.current = null;
    let key: string | undefined;
    if (want.kind === 'added') key = rows.find((row) => !want.before.has(row.key))?.key;
    else if (want.kind === 'row') key = want.key;
    const row = key ? container.current.querySelector<HTMLElement>(`[data-row-key="${key}"]`) : null;
    const target = row?.querySelector<HTMLElement>(FOCUSABLE) ?? addButton.current;
    target?.focus();
  }, [rows]);

  // A message is read once; clear it so the same words (a second "removed") are read again.
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), 3000);
    return () => clearTimeout(timer);
  }, [announcement]);

  const count = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

  return (
    <fieldset className="ss-rows" ref={container}>
      <legend className="ss-rows-legend">{legend}</legend>
      {hint ? <p className="ss-hint">{hint}</p> : null}
      {rows.length === 0 && emptyText ? <p className="ss-hint">{emptyText}</p> : null}
      {rows.map((row, index) => {
        const name = `${itemName} ${index + 1}`;
        return (
          <fieldset key={row.key} className="ss-row-item" data-row-key={row.key}>
            <legend className="ss-row-legend">{name}</legend>
            <div className="ss-row">{renderRow(row, index)}</div>
            <button
              type="button"
              className="ss-btn ss-btn-link ss-row-remove"
              part="button"
              aria-label={`Remove ${name}`}
              onClick={() => {
                const next = rows[index + 1] ?? rows[index - 1];
                pending.current = next ? { kind: 'row', key: next.key } : { kind: 'add-button' };
                setAnnouncement(`${name} removed; ${count(rows.length - 1)} left in ${legend}.`);
                onRemove(index);
              }}
            >
              Remove
            </button>
          </fieldset>
        );
      })}
      <div className="ss-actions">
        <button
          type="button"
          className="ss-btn"
          part="button"
          ref={addButton}
          aria-disabled={full ? true : undefined}
          onClick={() => {
            if (full) {
              setAnnouncement(`${legend} can have at most ${count(maxRows)}.`);
              return;
            }
            pending.current = { kind: 'added', before: new Set(rows.map((row) => row.key)) };
            setAnnouncement(`${itemName} ${rows.length + 1} added.`);
            onAdd();
          }}
        >
          {addLabel}
        </button>
        {full ? <span className="ss-hint">At most {count(maxRows)}.</span> : null}
      </div>
      <p className="ss-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
