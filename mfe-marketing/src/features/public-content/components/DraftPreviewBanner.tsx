import { theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledBanner = styled.div`
  max-width: ${theme.contentWidth};
  margin: ${theme.space.md} auto 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid #f59e0b;
  border-radius: ${theme.radii.md};
  background: #fef3c7;
  color: #78350f;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    font-weight: 600;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`;

/** Above a public page an editor opened with `?preview=draft`: says it is the draft, and the way back to the editor. */
export function DraftPreviewBanner() {
  return (
    <StyledBanner role="note" aria-label="Draft preview" data-testid="draft-preview-banner">
      <p>Draft preview: visitors see the published page.</p>
      <Link to="/content">Back to the content editor</Link>
    </StyledBanner>
  );
}
