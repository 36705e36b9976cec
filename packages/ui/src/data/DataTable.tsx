import { type ReactNode, useMemo, useState } from 'react';
import styled from 'styled-components';

import { belowMd, theme } from '../theme';

export interface DataColumn<Row> {
  key: string;
  header: string;
  /** The cell; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => string | number;
  align?: 'left' | 'right';
}

export interface DataTableProps<Row> {
  /** Names the table (its caption, visually hidden). */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows (an EmptyState). */
  empty: ReactNode;
  /** Past this height the body scrolls under a sticky header. Defaults to 24rem. */
  maxHeight?: string;
  /** The column sorted first, and its direction. */
  initialSort?: { key: string; direction: SortDirection };
}

export type SortDirection = 'ascending' | 'descending';

const StyledScroll = styled.div<{ $maxHeight: string }>`
  max-height: ${(p) => p.$maxHeight};
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
  }
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${theme.colors.background};
    font-weight: 600;
    color: ${theme.colors.textMuted};
    white-space: nowrap;
  }
  [data-align='right'] {
    text-align: right;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  /* Phones: each row is a card of label–value lines (no sideways scrolling
     to reach the last columns); the sortable headers stay as a sort bar. */
  ${belowMd} {
    thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${theme.space.xs} ${theme.space.md};
      padding: ${theme.space.sm} ${theme.space.md};
      border-bottom: 1px solid ${theme.colors.border};
    }
    thead tr:not(:has(th[aria-sort])) {
      display: none;
    }
    thead th {
      position: static;
      padding: 0;
      border: 0;
    }
    thead th:not([aria-sort]) {
      display: none;
    }
    tbody tr {
      display: block;
      padding: ${theme.space.sm} ${theme.space.md};
      border-bottom: 1px solid ${theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: ${theme.space.md};
      padding: ${theme.space.xs} 0;
      border: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${theme.colors.textMuted};
      text-align: left;
    }
  }
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
    outline-offset: 2px;
  }
`;

const ARROWS: Record<SortDirection | 'none', string> = { ascending: '▲', descending: '▼', none: '↕' };

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * Rows under a sticky header, scrolling past `maxHeight`. A sortable
 * column's header is a button (Enter or Space sorts; again reverses) and
 * carries `aria-sort`. No rows: the `empty` state instead of an empty table.
 * Below the md breakpoint the rows become cards, each cell labelled by its column.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, empty, maxHeight = '24rem', initialSort }: DataTableProps<Row>) {
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!column?.sortValue || !sort) return rows;
    const by = column.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(by(a), by(b)));
  }, [rows, columns, sort]);

  if (rows.length === 0) return <>{empty}</>;

  const toggle = (key: string) => setSort((s) => ({ key, direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending' }));

  return (
    <StyledScroll $maxHeight={maxHeight} tabIndex={0} role="region" aria-label={label}>
      {/* Explicit roles: a phone's card layout changes the cells' display, which can cost them their table semantics. */}
      <StyledTable role="table">
        <caption>{label}</caption>
        <thead>
          <tr role="row">
            {columns.map((c) => {
              const direction = sort?.key === c.key ? sort.direction : undefined;
              return (
                <th key={c.key} role="columnheader" scope="col" data-align={c.align} aria-sort={c.sortValue ? (direction ?? 'none') : undefined}>
                  {c.sortValue ? (
                    <StyledSortButton type="button" onClick={() => toggle(c.key)}>
                      {c.header}
                      <span aria-hidden="true">{ARROWS[direction ?? 'none']}</span>
                    </StyledSortButton>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((c) => (
                <td key={c.key} role="cell" data-align={c.align} data-label={c.header}>
                  {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
