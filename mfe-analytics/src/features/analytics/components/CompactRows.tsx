import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@leadnest/ui';

export interface CompactRowsProps<Row> {
  /** Names the list, as the table it replaces is named. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  title: (row: Row) => ReactNode;
  fields: readonly { label: string; value: (row: Row) => ReactNode }[];
  /** Shown instead of the list when there are no rows. */
  empty: ReactNode;
}

const StyledList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: 0.9375rem;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
    font-size: 0.875rem;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 0 ${theme.space.xs};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  div {
    display: flex;
  }
`;

/**
 * A table's rows as one small card each, for phones: the Monthly Trends and
 * Scripts tables have four columns that do not fit 390 px without scrolling
 * sideways, so each row's figures wrap under its title instead.
 */
export function CompactRows<Row>({ label, rows, rowKey, title, fields, empty }: CompactRowsProps<Row>) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <StyledList aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <h3>{title(row)}</h3>
          <dl>
            {fields.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </StyledList>
  );
}
