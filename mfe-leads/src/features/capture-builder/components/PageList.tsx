import styled from 'styled-components';
import type { CapturePageDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Badge, Button, ButtonLink, Card, EmptyState, Spinner, TextInput, Toolbar, theme } from '@leadnest/ui';
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
        <EmptyState title="No capture pages yet" />
      ) : (
        <StyledItems>
          {pages.data.map((page) => (
            <StyledItem key={page.id} data-testid="capture-page">
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm }}>
                <strong>{page.title}</strong>
                <Badge tone={page.isActive ? 'green' : 'grey'}>{page.isActive ? 'Active' : 'Inactive'}</Badge>
              </div>
              <TextInput inputSize="sm" readOnly value={page.publicUrl} aria-label={`Public link of ${page.title}`} id={`url-${page.id}`} onFocus={(e) => e.currentTarget.select()} />
              <Toolbar label={`Actions for ${page.title}`}>
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
              </Toolbar>
            </StyledItem>
          ))}
        </StyledItems>
      )}
    </Card>
  );
}
