import type { ReactNode } from 'react';

/** The region's accessible name: the id of the heading above it, or a label of its own. */
export type ScrollTableName = { labelledBy: string } | { label: string };

/**
 * A data table that scrolls sideways inside its own frame on a narrow screen. The frame is a named region that
 * takes focus, so someone on a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollTable({
  name,
  caption,
  columns,
  children,
}: {
  name: ScrollTableName;
  /** Read to screen readers only: what the rows are. */
  caption?: string;
  /** The header cells, in order. */
  columns: readonly ReactNode[];
  /** The body rows. */
  children: ReactNode;
}) {
  const regionName =
    'labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : { 'aria-label': name.label };
  return (
    <div className="table-scroll" tabIndex={0} role="region" {...regionName}>
      <table className="data-table">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
