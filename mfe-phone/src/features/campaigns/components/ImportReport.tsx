import { contactCount, type ContactsAddedResponse } from '@leadnest/contracts';
import { theme } from '@leadnest/ui';
import styled from 'styled-components';

/** Rows listed in the dialog; the count says how many more there were. */
const SHOWN_ERRORS = 200;

const StyledErrors = styled.ol`
  max-height: 12rem;
  overflow-y: auto;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  list-style: none;
  font-size: 0.875rem;
`;

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/** What the import did: contacts added, duplicates skipped, and each refused row with its reason. */
export function ImportReport({ result }: { result: ContactsAddedResponse }) {
  const { added, duplicates, errors, callList } = result;
  return (
    <section aria-label="Import report" data-testid="import-report" style={{ display: 'grid', gap: theme.space.sm }}>
      <p style={{ margin: 0 }}>
        <strong>{contactCount(added)}</strong> imported to <strong>{callList.name}</strong>. {count(duplicates, 'duplicate')} skipped.{' '}
        {count(errors.length, 'row')} not imported.
      </p>
      {errors.length > 0 ? (
        <StyledErrors aria-label="Rows not imported">
          {errors.slice(0, SHOWN_ERRORS).map((e) => (
            <li key={e.row}>
              Row {e.row}: {e.reason}
            </li>
          ))}
          {errors.length > SHOWN_ERRORS ? <li>…and {(errors.length - SHOWN_ERRORS).toLocaleString('en-US')} more rows.</li> : null}
        </StyledErrors>
      ) : null}
    </section>
  );
}
