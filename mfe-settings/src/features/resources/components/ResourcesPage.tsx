import { STATIC_TEMPLATES, type StaticTemplate, TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, type TemplateCategory } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, ButtonLink, Dialog, EmptyState, PageFrame, Spinner, theme } from '@leadnest/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useFavourite, useTemplateState, useUseTemplate } from '../api/templates';
import { RequestCustomDialog } from './RequestCustomDialog';
import { TemplateCard } from './TemplateCard';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const StyledChips = styled.div`
  margin-bottom: ${theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const StyledBody = styled.pre`
  white-space: pre-wrap;
  font: inherit;
  margin: 0;
  padding: ${theme.space.md};
  background: ${theme.colors.background};
  border-radius: ${theme.radii.md};
`;

type Filter = 'all' | TemplateCategory;
const CHIPS: { id: Filter; label: string }[] = [{ id: 'all', label: 'All' }, ...TEMPLATE_CATEGORIES.map((id) => ({ id, label: TEMPLATE_CATEGORY_LABELS[id] }))];

/** What Use made, in words. */
const usedMessage = (t: StaticTemplate) =>
  t.category === 'phone' ? `“${t.name}” is now an active AI script (see AI Settings).` : `“${t.name}” was saved to your templates.`;

/**
 * Templates (/resources, spec part 2): six templates filtered by
 * category chips, Preview, Use, Favourite (saved per agent), Request Custom,
 * and the way back to the dashboard.
 */
export function ResourcesPage() {
  const state = useTemplateState();
  const favourite = useFavourite();
  const use = useUseTemplate();
  const [filter, setFilter] = useState<Filter>('all');
  const [previewing, setPreviewing] = useState<StaticTemplate | null>(null);
  const [requesting, setRequesting] = useState(false);

  const shown = STATIC_TEMPLATES.filter((t) => filter === 'all' || t.category === filter);
  const favourites = new Set(state.data?.favourites ?? []);
  const doUse = (t: StaticTemplate) =>
    use.mutate(t.id, {
      onSuccess: () => publishNotification({ title: 'Template Added', description: usedMessage(t) }),
      onError: (error) =>
        publishNotification({
          title: 'Use Failed',
          description: serverMessage(error) ?? 'The template could not be added. Please try again.',
          variant: 'destructive',
        }),
    });
  const toggle = (t: StaticTemplate) =>
    favourite.mutate(
      { id: t.id, favourite: !favourites.has(t.id) },
      {
        onError: (error) =>
          publishNotification({ title: 'Favourite Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <PageFrame subtitle="Ready-made scripts and messages for your assistant and your follow-ups.">
      <StyledBar>
        <ButtonLink as={Link} to="/dashboard" variant="ghost">
          ← Back to Dashboard
        </ButtonLink>
        <Button variant="secondary" onClick={() => setRequesting(true)}>
          Request Custom
        </Button>
      </StyledBar>
      <StyledChips role="group" aria-label="Filter by category">
        {CHIPS.map((chip) => (
          <Button
            key={chip.id}
            size="sm"
            variant={filter === chip.id ? 'primary' : 'secondary'}
            aria-pressed={filter === chip.id}
            onClick={() => setFilter(chip.id)}
          >
            {chip.label}
          </Button>
        ))}
      </StyledChips>
      {state.isPending ? <Spinner label="Loading your favourites" /> : null}
      {state.isError ? (
        <EmptyState role="alert" title="Your favourites could not be loaded." action={<Button onClick={() => void state.refetch()}>Try again</Button>} />
      ) : null}
      <StyledGrid>
        {shown.map((t) => (
          <TemplateCard
            key={t.id}
            template={t}
            favourite={favourites.has(t.id)}
            busy={use.isPending}
            onPreview={() => setPreviewing(t)}
            onUse={() => doUse(t)}
            onFavourite={() => toggle(t)}
          />
        ))}
      </StyledGrid>
      <Dialog open={previewing !== null} onClose={() => setPreviewing(null)} title={previewing?.name ?? ''} description={previewing?.description}>
        {previewing?.subject ? (
          <p>
            <strong>Subject:</strong> {previewing.subject}
          </p>
        ) : null}
        <StyledBody>{previewing?.body}</StyledBody>
      </Dialog>
      <RequestCustomDialog open={requesting} onClose={() => setRequesting(false)} />
    </PageFrame>
  );
}
