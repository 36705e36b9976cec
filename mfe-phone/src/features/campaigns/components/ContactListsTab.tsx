import { type CallListDto, contactCount } from '@leadnest/contracts';
import { serverMessage, useSession } from '@leadnest/session';
import { AGENT_DATE, agentTimeZoneOf, Button, Card, EmptyState, formatAgentTime, Spinner, theme, Toolbar } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useCallLists } from '../api/call-lists';
import { useCampaignsPlan } from '../hooks/use-campaigns-plan';
import { AddCrmDialog } from './AddCrmDialog';
import { CampaignsPlanNotice } from './CampaignsPlanNotice';
import { ContactsDialog } from './ContactsDialog';
import { CrmImportSection } from './CrmImportSection';
import { ImportDialog } from './ImportDialog';
import { PasteNumbersForm } from './PasteNumbersForm';

const StyledLists = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  max-height: 24rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledList = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  min-width: 0;
`;

function ListRow({ list }: { list: CallListDto }) {
  const [open, setOpen] = useState(false);
  const zone = agentTimeZoneOf(useSession().user);
  return (
    <StyledList data-testid="contact-list-row" aria-label={list.name}>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <strong>{list.name}</strong>
        <br />
        <small style={{ color: theme.colors.textMuted }}>
          {contactCount(list.totalContacts)} · created {formatAgentTime(list.createdAt, zone, AGENT_DATE)}
        </small>
      </div>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        View Contacts
      </Button>
      {open ? <ContactsDialog campaign={list} open onClose={() => setOpen(false)} /> : null}
    </StyledList>
  );
}

const heading = <h2 style={{ margin: 0, fontSize: '1.125rem' }}>Contact Lists</h2>;

/**
 * The dashboard panel's Contacts tab: contact lists, Import Number Lists
 * (CSV, or a connected CRM), Add CRM, and adding contacts by pasting
 * numbers. The lists are what campaigns call: on a plan without campaigns,
 * the notice saying which plan has them instead, before any import.
 */
export function ContactListsTab() {
  const { included } = useCampaignsPlan();
  if (!included)
    return (
      <div style={{ display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}>
        {heading}
        <CampaignsPlanNotice building="import a contact list" />
      </div>
    );
  return <ContactLists />;
}

function ContactLists() {
  const lists = useCallLists();
  const [importing, setImporting] = useState(false);
  const [addingCrm, setAddingCrm] = useState(false);
  let body;
  if (lists.isPending) body = <Spinner label="Loading contact lists" />;
  else if (lists.isError)
    body = <EmptyState role="alert" title="Contact lists could not be loaded." description={serverMessage(lists.error) ?? 'Please reload the page.'} />;
  else if (lists.data.length === 0)
    body = <EmptyState title="No contact lists yet" description="Import a CSV file or paste numbers below to create your first list." />;
  else
    body = (
      <StyledLists aria-label="Contact lists">
        {lists.data.map((l) => (
          <ListRow key={l.id} list={l} />
        ))}
      </StyledLists>
    );
  return (
    <div style={{ display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}>
      <Toolbar label="Contact lists" justify="space-between">
        {heading}
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          <Button onClick={() => setImporting(true)}>Import Number Lists</Button>
          <Button variant="secondary" onClick={() => setAddingCrm(true)}>
            Add CRM
          </Button>
        </span>
      </Toolbar>
      {body}
      <Card>
        <h3 style={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1rem' }}>Add contacts</h3>
        <PasteNumbersForm />
      </Card>
      <ImportDialog open={importing} onClose={() => setImporting(false)}>
        <CrmImportSection onConnect={() => (setImporting(false), setAddingCrm(true))} />
      </ImportDialog>
      <AddCrmDialog open={addingCrm} onClose={() => setAddingCrm(false)} />
    </div>
  );
}
