import type { LeadDetailDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Dialog, DialogActions, EmptyState, FormField, Spinner, TextInput, theme } from '@leadnest/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';

import { DEFAULT_FILTERS, leadKeys } from '../api/keys';
import { fetchLeadPage } from '../api/list-leads';
import { useMergeLeads } from '../api/merge-leads';
import { useAgentTimeZone } from '../hooks/use-agent-time-zone';
import { mergedToast, recordSummary } from '../lib/merge-text';

export interface MergeDialogProps {
  lead: LeadDetailDto;
  open: boolean;
  onClose: () => void;
}

const StyledResults = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  max-height: 16rem;
  overflow-y: auto;
  margin: ${theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledPick = styled.button<{ $picked: boolean }>`
  width: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  text-align: left;
  font: inherit;
  color: inherit;
  background: ${(p) => (p.$picked ? theme.colors.brandSoft : theme.colors.surface)};
  border: 1px solid ${(p) => (p.$picked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.md};
  overflow-wrap: anywhere;
  cursor: pointer;
`;

/**
 * Merge: the agent finds the other record of this person and folds it into
 * the open lead (its notes, activity, sources and missing contact details
 * move here; it is removed).
 */
export function MergeDialog({ lead, open, onClose }: MergeDialogProps) {
  const [text, setText] = useState(lead.name);
  const q = useDeferredValue(text.trim());
  const [pickedId, setPickedId] = useState<string | null>(null);
  const filters = { ...DEFAULT_FILTERS, q };
  const results = useQuery({ queryKey: [...leadKeys.list(filters), 'merge'], queryFn: () => fetchLeadPage(filters), enabled: open && q.length > 0 });
  const merge = useMergeLeads();
  const timeZone = useAgentTimeZone();
  const others = (results.data?.leads ?? []).filter((l) => l.id !== lead.id);
  const picked = others.find((l) => l.id === pickedId);

  const confirm = () => {
    if (!picked) return;
    merge.mutate(
      { keepId: lead.id, otherId: picked.id },
      {
        onSuccess: () => {
          publishNotification(mergedToast(lead, picked, timeZone));
          onClose();
        },
        onError: (error) => publishNotification({ title: 'Merge Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Merge into ${lead.name}`}
      description={`Pick the other record of this person. Its notes, activity and missing contact details move to this one (${recordSummary(lead, timeZone)}), which keeps its source; the other is removed.`}
    >
      <FormField label="Find the other lead">
        <TextInput type="search" value={text} autoComplete="off" onChange={(e) => setText(e.target.value)} placeholder="Name, email or phone" />
      </FormField>
      {results.isFetching && !results.data ? (
        <Spinner label="Searching" size={20} />
      ) : q && others.length === 0 ? (
        <EmptyState title="No other lead matches" />
      ) : (
        <StyledResults aria-label="Leads to merge">
          {others.map((l) => (
            <li key={l.id}>
              <StyledPick type="button" $picked={l.id === pickedId} aria-pressed={l.id === pickedId} onClick={() => setPickedId(l.id)}>
                <strong>{l.name}</strong>
                <br />
                <small>{recordSummary(l, timeZone)}</small>
              </StyledPick>
            </li>
          ))}
        </StyledResults>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!picked || merge.isPending} onClick={confirm}>
          {merge.isPending ? 'Merging…' : 'Merge'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
