import type { MetaPageDto } from '@leadnest/contracts';
import { Badge, Button, theme } from '@leadnest/ui';
import styled from 'styled-components';

const StyledList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPage = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  min-width: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.xs};
  }
  strong {
    overflow-wrap: anywhere;
  }
  && p {
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`;

export interface MetaPagesProps {
  pages: readonly MetaPageDto[];
  /** Starts Meta's sign-in again (the connect flow): it gives every page a fresh token. */
  onReconnect: () => void;
  /** The sign-in window is opening. */
  opening: boolean;
}

/**
 * The Facebook card's connected pages, each with the Instagram account
 * linked to it and whether its messages come in: a page whose token Meta
 * refused needs the agent to connect again, and its messages wait until
 * then (docs/decisions/0035-meta-direct-messages.md).
 */
export function MetaPages({ pages, onReconnect, opening }: MetaPagesProps) {
  return (
    <StyledList aria-label="Connected pages">
      {pages.map((page) => (
        <StyledPage key={page.pageId} data-testid="meta-page">
          <div>
            <strong>{page.pageName}</strong>
            <Badge tone={page.needsReconnect ? 'red' : 'green'}>{page.needsReconnect ? 'Needs reconnecting' : 'Receiving messages'}</Badge>
          </div>
          <p>{page.instagramUsername ? `Instagram: @${page.instagramUsername}` : 'No Instagram account linked to this page'}</p>
          {page.needsReconnect ? (
            <>
              <p>
                Facebook stopped accepting this page’s connection. Messages that arrive meanwhile are kept; reconnect within 24 hours and your assistant still
                answers them.
              </p>
              <div>
                <Button size="sm" onClick={onReconnect} disabled={opening} aria-label={`Reconnect ${page.pageName}`}>
                  {opening ? 'Opening…' : 'Reconnect'}
                </Button>
              </div>
            </>
          ) : null}
        </StyledPage>
      ))}
    </StyledList>
  );
}
