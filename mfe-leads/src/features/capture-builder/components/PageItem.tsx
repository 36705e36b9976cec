import type { CapturePageDto } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { Badge, Button, ButtonLink, FormField, TextArea, TextInput, theme, Toolbar } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { embedSnippet } from '../lib/embed-snippet';
import { copyText } from '../lib/presets';

export interface PageItemProps {
  page: CapturePageDto;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

const StyledItem = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  min-width: 0;
`;

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  text-align: center;
  dt {
    font-size: 0.75rem;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** Copies text; without a clipboard it selects the field for the user to copy. */
async function copy(text: string, fieldSelector: string, what: string) {
  if (await copyText(text)) {
    publishNotification({ title: `${what} Copied`, description: what === 'Link' ? text : 'Paste it into your website’s HTML.' });
    return;
  }
  const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(fieldSelector);
  field?.focus();
  field?.select();
  publishNotification({ title: `Copy the ${what}`, description: 'Press Ctrl+C (or ⌘C) to copy the selected text.' });
}

/** One capture page: badge, its numbers, public link, embed code and actions. */
export function PageItem({ page, busy, onEdit, onToggle, onDelete }: PageItemProps) {
  const [showEmbed, setShowEmbed] = useState(false);
  const snippet = embedSnippet(page);
  return (
    <StyledItem data-testid="capture-page">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm }}>
        <strong style={{ overflowWrap: 'anywhere' }}>{page.title}</strong>
        <Badge tone={page.isActive ? 'green' : 'grey'}>{page.isActive ? 'Active' : 'Inactive'}</Badge>
      </div>
      <StyledStats data-testid="capture-page-stats" aria-label={`Numbers of ${page.title}`}>
        <div>
          <dt>Views</dt>
          <dd>{page.views.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Submissions</dt>
          <dd>{page.submissions.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Conversion</dt>
          <dd>{page.conversionRate === null ? '—' : `${page.conversionRate}%`}</dd>
        </div>
      </StyledStats>
      <TextInput
        inputSize="sm"
        readOnly
        value={page.publicUrl}
        aria-label={`Public link of ${page.title}`}
        id={`url-${page.id}`}
        onFocus={(e) => e.currentTarget.select()}
      />
      {showEmbed ? (
        <FormField
          label="Embed code"
          hint="Paste this where the form should appear on your website. Campaign (utm_*) parameters of the visit are passed on to the lead."
        >
          <TextArea
            data-embed-code={page.id}
            readOnly
            rows={4}
            value={snippet}
            onFocus={(e) => e.currentTarget.select()}
            style={{ fontFamily: 'monospace', fontSize: '0.75rem' }}
          />
        </FormField>
      ) : null}
      <Toolbar label={`Actions for ${page.title}`}>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onToggle}>
          {page.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void copy(page.publicUrl, `#url-${page.id}`, 'Link')}>
          Copy Link
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showEmbed}
          onClick={() => (showEmbed ? void copy(snippet, `[data-embed-code="${page.id}"]`, 'Embed Code') : setShowEmbed(true))}
        >
          {showEmbed ? 'Copy Embed Code' : 'Embed Code'}
        </Button>
        <ButtonLink size="sm" variant="ghost" href={page.publicUrl} target="_blank" rel="noopener noreferrer">
          Open
        </ButtonLink>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          Delete
        </Button>
      </Toolbar>
    </StyledItem>
  );
}
