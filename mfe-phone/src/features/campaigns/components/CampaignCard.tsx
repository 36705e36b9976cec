import type { CallListDto } from '@leadnest/contracts';
import { publishNotification, serverMessage, useSession } from '@leadnest/session';
import { agentTimeZoneOf, Badge, Button, Card, ConfirmDialog, theme, Toolbar } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useDeleteCallList, useStartCallList, useUpdateCallList } from '../api/call-lists';
import { failure, M, quietHoursText, statusBadge, success, successRate } from '../lib/campaign-view';
import { CampaignFormDialog } from './CampaignFormDialog';
import { ContactsDialog } from './ContactsDialog';

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 600;
  }
`;

const PRIORITY_LABEL = { high: 'High priority', normal: 'Normal priority', low: 'Low priority' } as const;

/**
 * One campaign: status, description, total contacts, calls made and
 * success rate (live while it calls), and Manage Contacts, Edit, Start
 * Calls / Pause and Delete (with the spec's confirmation).
 */
export function CampaignCard({ campaign }: { campaign: CallListDto }) {
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const start = useStartCallList();
  const update = useUpdateCallList();
  const remove = useDeleteCallList();
  const status = statusBadge(campaign);
  const running = campaign.status === 'active' && campaign.dialing;
  const zone = agentTimeZoneOf(useSession().user);

  const startCalls = () =>
    start.mutate(campaign.id, { onError: (err) => publishNotification(failure(M.startFailedTitle, serverMessage(err) ?? M.startFailed)) });
  const pause = () =>
    update.mutate(
      { id: campaign.id, patch: { status: 'paused' } },
      { onError: (err) => publishNotification(failure(M.pauseFailedTitle, serverMessage(err) ?? M.pauseFailed)) },
    );
  const confirmDelete = () =>
    remove.mutate(campaign.id, {
      onSuccess: () => (publishNotification(success(M.campaignDeleted)), setDeleting(false)),
      onError: (err) => publishNotification(failure('Error deleting campaign', serverMessage(err) ?? M.tryAgain)),
    });

  return (
    <Card as="article" aria-label={campaign.name} data-testid="campaign-card">
      <Toolbar label={`${campaign.name} status`} justify="space-between">
        <h3 style={{ margin: 0, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>{campaign.name}</h3>
        <span style={{ display: 'flex', gap: theme.space.xs }}>
          {campaign.priority !== 'normal' ? <Badge tone={campaign.priority === 'high' ? 'orange' : 'grey'}>{PRIORITY_LABEL[campaign.priority]}</Badge> : null}
          <Badge tone={status.tone} data-testid="campaign-status">
            {status.label}
          </Badge>
        </span>
      </Toolbar>
      {campaign.description ? <p style={{ margin: `${theme.space.xs} 0 0`, color: theme.colors.textMuted }}>{campaign.description}</p> : null}
      {campaign.pauseReason ? (
        <p role="alert" style={{ margin: `${theme.space.sm} 0 0`, color: theme.colors.danger }}>
          {campaign.pauseReason}
        </p>
      ) : null}
      {campaign.quietUntil ? (
        <p role="status" style={{ margin: `${theme.space.sm} 0 0`, color: theme.colors.textMuted }}>
          {quietHoursText(campaign.quietUntil, zone)}
        </p>
      ) : null}
      <StyledFigures>
        <div>
          <dt>Total contacts</dt>
          <dd data-testid="total-contacts">{campaign.totalContacts.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Calls made</dt>
          <dd data-testid="calls-made">{campaign.completedCalls.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Success rate</dt>
          <dd>{successRate(campaign)}%</dd>
        </div>
      </StyledFigures>
      <Toolbar label={`Actions for ${campaign.name}`}>
        <Button size="sm" variant="secondary" onClick={() => setManaging(true)}>
          Manage Contacts
        </Button>
        {running ? (
          <Button size="sm" variant="secondary" onClick={pause} disabled={update.isPending}>
            Pause
          </Button>
        ) : (
          <Button size="sm" onClick={startCalls} disabled={start.isPending}>
            {campaign.status === 'active' ? 'Start Calls' : 'Resume Calls'}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Toolbar>
      {managing ? <ContactsDialog campaign={campaign} open onClose={() => setManaging(false)} /> : null}
      {editing ? <CampaignFormDialog open campaign={campaign} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title="Delete campaign"
        message={M.deleteCampaignConfirm}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
    </Card>
  );
}
