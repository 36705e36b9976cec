import { CONTENT_MESSAGES, type ContentPage, type ContentVersionStatus, type ContentVersionSummary } from '@leadnest/contracts/marketing-content';
import { publishNotification } from '@leadnest/session';
import { Badge, type BadgeTone, Button, ConfirmDialog, type DataColumn, DataTable, EmptyState, Spinner, theme } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useCancelScheduled } from '../api/cancel-scheduled';
import { useRollback } from '../api/rollback';
import { useVersions } from '../api/versions';
import { failureToast } from '../hooks/useDraftEditing';
import { formatScheduled, formatWhen } from '../zoned-time';

const STATUS: Record<ContentVersionStatus, { label: string; tone: BadgeTone }> = {
  published: { label: 'Published', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  superseded: { label: 'Replaced', tone: 'grey' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
};

const StyledVersion = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  align-items: center;
  small {
    color: ${theme.colors.textMuted};
  }
`;

const author = (v: ContentVersionSummary) => v.createdBy.name || v.createdBy.email;

export interface HistoryTableProps {
  page: ContentPage;
  /** The agent's zone: every time is shown in it. */
  timeZone: string | undefined;
}

/** The page's versions, newest first: who made each and when it went (or goes) live, with Rollback and Cancel. */
export function HistoryTable({ page, timeZone }: HistoryTableProps) {
  const versions = useVersions(page);
  const rollback = useRollback();
  const cancel = useCancelScheduled();
  const [confirming, setConfirming] = useState<ContentVersionSummary>();

  if (versions.isPending) return <Spinner label="Loading the history" />;
  if (versions.isError) return <EmptyState role="alert" title="The history could not be loaded." description="Reload the page to try again." />;

  const doRollback = (v: ContentVersionSummary) =>
    rollback.mutate(
      { page, version: v.version },
      {
        onSuccess: (answer) => {
          setConfirming(undefined);
          publishNotification({
            title: CONTENT_MESSAGES.rolledBack,
            description: `Version ${answer.version.version} repeats version ${v.version}. ${CONTENT_MESSAGES.published}`,
          });
        },
        onError: (error) => {
          setConfirming(undefined);
          failureToast('Not rolled back', error);
        },
      },
    );

  const doCancel = (v: ContentVersionSummary) =>
    cancel.mutate(
      { page, version: v.version },
      {
        onSuccess: () => publishNotification({ title: 'Scheduled publish cancelled', description: `Version ${v.version} will not go live.` }),
        onError: (error) => failureToast('Not cancelled', error),
      },
    );

  const columns: DataColumn<ContentVersionSummary>[] = [
    {
      key: 'version',
      header: 'Version',
      render: (v) => (
        <StyledVersion>
          <span>{v.version.toLocaleString('en-US')}</span>
          {v.live ? <Badge tone="green">Live</Badge> : null}
          {v.rolledBackFrom ? <small>rolled back from {v.rolledBackFrom.toLocaleString('en-US')}</small> : null}
        </StyledVersion>
      ),
    },
    { key: 'status', header: 'Status', render: (v) => <Badge tone={STATUS[v.status].tone}>{STATUS[v.status].label}</Badge> },
    { key: 'who', header: 'Who', render: author },
    {
      key: 'when',
      header: 'When',
      render: (v) => (v.status === 'scheduled' ? `Scheduled for ${formatScheduled(v.publishAt, timeZone)}` : formatWhen(v.publishAt, timeZone)),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (v) =>
        v.status === 'scheduled' ? (
          <Button size="sm" variant="secondary" disabled={cancel.isPending} aria-label={`Cancel version ${v.version}`} onClick={() => doCancel(v)}>
            Cancel
          </Button>
        ) : !v.live && (v.status === 'published' || v.status === 'superseded') ? (
          <Button size="sm" variant="secondary" aria-label={`Roll back to version ${v.version}`} onClick={() => setConfirming(v)}>
            Rollback
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <DataTable
        label="Published versions"
        columns={columns}
        rows={versions.data.versions}
        rowKey={(v) => String(v.version)}
        empty={<EmptyState title="Nothing published yet: visitors see the copy this page was released with." />}
      />
      <ConfirmDialog
        open={confirming !== undefined}
        title={`Roll back to version ${confirming?.version ?? ''}?`}
        message="Its copy is published again now, as a new version; visitors see it on their next page load."
        confirmLabel="Roll back"
        pending={rollback.isPending}
        onConfirm={() => confirming && doRollback(confirming)}
        onCancel={() => setConfirming(undefined)}
      />
    </>
  );
}
