import styled from 'styled-components';
import type { CapturePageDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, ButtonLink, Card, Spinner, theme } from '@leadnest/ui';
import { useCapturePages } from '../api/list-pages';
import { useSetCapturePageActive } from '../api/set-page-active';
import { copyText } from '../lib/presets';

export interface PageListProps {
  onEdit: (page: CapturePageDto) => void;
}

const StyledItems = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const StyledBadge = styled.span<{ $active: boolean }>`
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  background: ${(p) => (p.$active ? '#dcfce7' : '#f3f4f6')};
  color: ${(p) => (p.$active ? '#166534' : '#374151')};
`;

const StyledUrl = styled.input`
  width: 100%;
  padding: 0.25rem 0.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font: inherit;
  font-size: 0.8rem;
  box-sizing: border-box;
`;

/** Copies the public URL; without a clipboard it selects the URL's text for the user to copy. */
async function copyLink(page: CapturePageDto, input: HTMLInputElement | null) {
  if (await copyText(page.publicUrl)) {
    publishNotification({ title: 'Link Copied', description: page.publicUrl });
    return;
  }
  input?.focus();
  input?.select();
  publishNotification({ title: 'Copy the Link', description: 'Press Ctrl+C (or ⌘C) to copy the selected link.' });
}

/** The user's pages with Active/Inactive badges, Edit, Activate/Deactivate, Copy link and Open. */
export function PageList({ onEdit }: PageListProps) {
  const pages = useCapturePages();
  const setActive = useSetCapturePageActive();

  const toggle = (page: CapturePageDto) =>
    setActive.mutate(
      { id: page.id, active: !page.isActive },
      {
        onSuccess: () => publishNotification({ title: page.isActive ? 'Page Deactivated' : 'Page Activated', description: page.title }),
        onError: (error) => publishNotification({ title: 'Error', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <h2 style={{ margin: `0 0 ${theme.space.md}`, fontSize: '1.125rem' }}>Your Capture Pages</h2>
      {pages.isPending ? (
        <Spinner label="Loading pages" size={24} />
      ) : pages.isError ? (
        <p role="alert">{serverMessage(pages.error) ?? 'Could not load your pages.'}</p>
      ) : pages.data.length === 0 ? (
        <p style={{ margin: 0, color: theme.colors.textMuted }}>No capture pages yet</p>
      ) : (
        <StyledItems>
          {pages.data.map((page) => (
            <StyledItem key={page.id} data-testid="capture-page">
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm }}>
                <strong>{page.title}</strong>
                <StyledBadge $active={page.isActive}>{page.isActive ? 'Active' : 'Inactive'}</StyledBadge>
              </div>
              <StyledUrl readOnly value={page.publicUrl} aria-label={`Public link of ${page.title}`} id={`url-${page.id}`} onFocus={(e) => e.currentTarget.select()} />
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
                <Button size="sm" variant="secondary" onClick={() => onEdit(page)}>
                  Edit
                </Button>
                <Button size="sm" variant="secondary" disabled={setActive.isPending} onClick={() => toggle(page)}>
                  {page.isActive ? 'Deactivate' : 'Activate'}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => void copyLink(page, document.getElementById(`url-${page.id}`) as HTMLInputElement | null)}>
                  Copy Link
                </Button>
                <ButtonLink size="sm" variant="ghost" href={page.publicUrl} target="_blank" rel="noopener noreferrer">
                  Open
                </ButtonLink>
              </div>
            </StyledItem>
          ))}
        </StyledItems>
      )}
    </Card>
  );
}
