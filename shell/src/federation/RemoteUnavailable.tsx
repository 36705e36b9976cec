import styled from 'styled-components';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

const StyledPanel = styled.section`
  max-width: 32rem;
  margin: 4rem auto;
  padding: 2rem;
  border: 1px solid #e5e7eb;
  border-radius: 0.75rem;
  text-align: center;
  background: #fff;
`;

const StyledRetry = styled.button`
  margin-top: 1rem;
  padding: 0.5rem 1.25rem;
  border: 0;
  border-radius: 0.5rem;
  background: #2563eb;
  color: #fff;
  font: inherit;
  cursor: pointer;
`;

/** Shown in place of a remote that failed to load or crashed; the rest of the shell keeps working. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <StyledPanel role="alert">
      <h2>This section could not be loaded</h2>
      <p>Check your connection and try again. The rest of LeadNest still works.</p>
      <StyledRetry type="button" onClick={onRetry}>
        Retry
      </StyledRetry>
    </StyledPanel>
  );
}
