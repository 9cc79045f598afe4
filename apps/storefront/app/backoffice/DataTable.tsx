import type { ReactNode } from 'react';

export interface Column<Key extends string> {
  key: Key;
  /** The column's heading; a column without one (a row's link) has an empty cell in the head row. */
  label?: string;
  /** Amounts and counts: aligned right, heading and cells. */
  numeric?: boolean;
  /** The cell that names its row, for a screen reader reading across (th scope="row"). */
  rowHeader?: boolean;
  /** The body cells' class (bo-when, bo-long: how a long value wraps). */
  className?: string;
}

/**
 * A back-office table: named by its caption (hidden where a heading above already shows the name), a
 * heading per column, a row per item, and a text instead of the table when there are no rows (nothing
 * when `empty` is not given). It scrolls sideways inside the page on a narrow screen: focusable, so a
 * keyboard can scroll it, and named by the caption for a screen reader.
 */
export function DataTable<Row, Key extends string>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  cells,
  current,
  empty,
  className,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<Key>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  cells: (row: Row) => Record<NoInfer<Key>, ReactNode>;
  /** The row that is open on the page (aria-current). */
  current?: (row: Row) => boolean;
  empty?: string;
  className?: string;
}) {
  if (rows.length === 0) return empty ? <p className="bo-empty">{empty}</p> : null;
  const numeric = (column: Column<Key>) => (column.numeric ? 'bo-number' : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group; this groups a table
    <div className="bo-table-wrap" tabIndex={0} role="group" aria-label={caption}>
      <table className={className ? `bo-table ${className}` : 'bo-table'}>
        <caption className={captionHidden ? 'bo-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              column.label === undefined ? (
                <td key={column.key} />
              ) : (
                <th key={column.key} scope="col" className={numeric(column)}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const content = cells(row);
            return (
              <tr key={rowKey(row, index)} aria-current={current?.(row) ? 'true' : undefined}>
                {columns.map((column) => {
                  const cellClass =
                    [numeric(column), column.className].filter(Boolean).join(' ') || undefined;
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={cellClass}>
                      {content[column.key]}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass}>
                      {content[column.key]}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
