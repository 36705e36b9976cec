import { LEAD_STAGES, type LeadStage } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, ButtonLink, Card, ConfirmDialog, formatPhone, FormField, ProgressBar, Select, Spinner, theme, Toolbar } from '@leadnest/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useCallLead } from '../api/call-lead';
import { useDeleteLead } from '../api/delete-lead';
import { useLeadConversation } from '../api/lead-conversation';
import { useLead } from '../api/lead-detail';
import { useUpdateLead } from '../api/update-lead';
import { useAgentTimeZone } from '../hooks/use-agent-time-zone';
import { callToast, mailtoHref, scoreTitle } from '../lib/actions';
import { formatDate, formatDateTime } from '../lib/lead-time';
import { sourceLabel, stageBadge } from '../lib/stages';
import { ClosedWonDeal } from './ClosedWonDeal';
import { RecordConsent } from './consent/RecordConsent';
import { EditContactDialog } from './EditContactDialog';
import { ScheduleFollowUp } from './follow-ups/ScheduleFollowUp';
import { LeadAssignment } from './LeadAssignment';
import { LeadQualification } from './LeadQualification';
import { LeadSourceDetails } from './LeadSourceDetails';
import { MergeDialog } from './MergeDialog';
import { NotesActivity } from './NotesActivity';
import { StageBadge } from './StageBadge';

export interface LeadPanelProps {
  leadId: string;
  /** The lead was deleted (or merged away): the page closes the panel. */
  onDeleted?: () => void;
}

const StyledPanel = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: ${theme.space.md} 0;
  font-size: 0.875rem;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const STAGE_OPTIONS = LEAD_STAGES.map((s) => ({ value: s, label: stageBadge(s).label }));

const failed = (title: string) => (error: unknown) =>
  publishNotification({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** The selected lead: details, stage, score, actions, notes and activity. */
export function LeadPanel({ leadId, onDeleted }: LeadPanelProps) {
  const { data: lead, isPending, isError, error } = useLead(leadId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [merging, setMerging] = useState(false);
  const [askDeal, setAskDeal] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteLead();
  const update = useUpdateLead();
  const call = useCallLead();
  const conversation = useLeadConversation(leadId);
  const timeZone = useAgentTimeZone();

  if (isPending) return <Spinner label="Loading lead" size={24} />;
  if (isError || !lead) return <Card role="alert">{serverMessage(error) ?? 'Lead not found'}</Card>;

  const mailto = mailtoHref(lead);
  const setStage = (stage: LeadStage) =>
    update.mutate(
      { id: lead.id, patch: { stage } },
      {
        onSuccess: () => {
          publishNotification({ title: 'Stage Updated', description: `${lead.name} is now ${stageBadge(stage).label}` });
          if (stage === 'closed') setAskDeal(true);
        },
        onError: failed('Stage Update Failed'),
      },
    );
  const deleteIt = () =>
    remove.mutate(lead.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        publishNotification({ title: 'Lead Deleted', description: `${lead.name} was deleted` });
        onDeleted?.();
      },
      onError: failed('Delete Failed'),
    });
  const startCall = () =>
    call.mutate(lead.id, { onSuccess: () => publishNotification(callToast(lead)), onError: (error) => publishNotification(callToast(lead, error)) });

  return (
    <StyledPanel data-testid="lead-panel">
      <Card>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, alignItems: 'center' }}>
          <h2 style={{ margin: 0, fontSize: '1.25rem' }}>{lead.name}</h2>
          <StageBadge stage={lead.stage} />
        </div>
        <LeadAssignment lead={lead} />
        <StyledDetails>
          <dt>Email</dt>
          <dd>{lead.email ?? '—'}</dd>
          <dt>Phone</dt>
          <dd>{lead.phone ? formatPhone(lead.phone) : '—'}</dd>
          {lead.address ? (
            <>
              <dt>Address</dt>
              <dd>{lead.address}</dd>
            </>
          ) : null}
          <dt>Source</dt>
          <dd>{sourceLabel(lead.source)}</dd>
          <LeadSourceDetails lead={lead} />
          <dt>Created</dt>
          <dd>{formatDate(lead.createdAt, timeZone)}</dd>
          <dt>Follow-up</dt>
          <dd data-testid="follow-up">{lead.followUpDate ? formatDateTime(lead.followUpDate, timeZone) : 'Not scheduled'}</dd>
          <LeadQualification qualification={lead.qualification ?? null} />
        </StyledDetails>
        <div title={scoreTitle(lead)} data-testid="lead-score">
          <p style={{ margin: `0 0 ${theme.space.xs}`, fontSize: '0.875rem' }}>Score: {lead.score}/100</p>
          <ProgressBar kind="meter" label="Lead score" value={lead.score} />
        </div>
        <div style={{ margin: `${theme.space.md} 0` }}>
          <FormField label="Update Stage">
            <Select<LeadStage> value={lead.stage} options={STAGE_OPTIONS} disabled={update.isPending} onChange={setStage} />
          </FormField>
          <ClosedWonDeal lead={lead} ask={askDeal} onAsked={() => setAskDeal(false)} />
        </div>
        <Toolbar label="Lead actions">
          <Button size="sm" disabled={call.isPending} onClick={startCall}>
            Call
          </Button>
          {mailto ? (
            <ButtonLink size="sm" variant="secondary" href={mailto}>
              Email
            </ButtonLink>
          ) : (
            <Button size="sm" variant="secondary" disabled title="This lead has no email address">
              Email
            </Button>
          )}
          <ScheduleFollowUp lead={lead} />
          <RecordConsent lead={lead} />
          {conversation.data ? (
            <ButtonLink size="sm" variant="secondary" as={Link} to={`/conversations/${conversation.data.id}`} data-testid="lead-conversation-link">
              Open Conversation
            </ButtonLink>
          ) : null}
        </Toolbar>
        <div style={{ marginTop: theme.space.sm }}>
          <Toolbar label="Record actions">
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMerging(true)}>
              Merge…
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          </Toolbar>
        </div>
      </Card>
      <NotesActivity lead={lead} />
      {editing ? <EditContactDialog lead={lead} open onClose={() => setEditing(false)} /> : null}
      {merging ? <MergeDialog lead={lead} open onClose={() => setMerging(false)} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${lead.name}?`}
        message="The lead, its notes and its activity are removed. This cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={deleteIt}
        onCancel={() => setConfirmDelete(false)}
      />
    </StyledPanel>
  );
}
