import { type CallListContactDto, type CallListDto, contactCount } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, ConfirmDialog, Dialog, EmptyState, Spinner, theme, Toolbar } from '@leadnest/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useContacts, useDeleteContact } from '../api/contacts';
import { failure, M, success } from '../lib/campaign-view';
import { ContactForm } from './ContactForm';
import { ContactRow } from './ContactRow';
import { ImportDialog } from './ImportDialog';

/** The contact area scrolls beyond a fixed height (spec part 2; 24rem like the call list view, §9). */
const StyledList = styled.ul`
  max-height: 24rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ContactsDialogProps {
  campaign: CallListDto;
  open: boolean;
  onClose: () => void;
}

/** Manage Contacts: the add/edit form (Edit switches it to edit mode, Cancel back), CSV import, and the contacts with their outcomes. */
export function ContactsDialog({ campaign, open, onClose }: ContactsDialogProps) {
  const contacts = useContacts(campaign.id, campaign.dialing);
  const remove = useDeleteContact(campaign.id);
  const [editing, setEditing] = useState<CallListContactDto | null>(null);
  const [deleting, setDeleting] = useState<CallListContactDto | null>(null);
  const [importing, setImporting] = useState(false);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        publishNotification(success(M.contactDeleted));
        if (editing?.id === deleting.id) setEditing(null);
        setDeleting(null);
      },
      onError: (err) => publishNotification(failure('Error deleting contact', serverMessage(err) ?? M.tryAgain)),
    });

  let list;
  if (contacts.isPending) list = <Spinner label="Loading contacts" />;
  else if (contacts.isError)
    list = <EmptyState role="alert" title="Contacts could not be loaded." description={serverMessage(contacts.error) ?? 'Please try again.'} />;
  else if (contacts.data.length === 0) list = <EmptyState title="No contacts in this campaign yet" description="Add a contact above or import a CSV file." />;
  else
    list = (
      <StyledList aria-label="Contacts">
        {contacts.data.map((c) => (
          <ContactRow key={c.id} contact={c} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
        ))}
      </StyledList>
    );

  return (
    <Dialog open={open} onClose={onClose} title={`Contacts: ${campaign.name}`} size="lg" description={contactCount(campaign.totalContacts)}>
      <div style={{ display: 'grid', gap: theme.space.md }}>
        <ContactForm key={editing?.id ?? 'new'} listId={campaign.id} editing={editing} onDone={() => setEditing(null)} />
        <Toolbar label="Import" justify="space-between">
          <h3 style={{ margin: 0, fontSize: '1rem' }}>Contacts</h3>
          <Button type="button" size="sm" variant="secondary" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        </Toolbar>
        {list}
        <Toolbar label="Close" justify="end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Toolbar>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete contact"
        message={M.deleteContactConfirm}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} listId={campaign.id} listName={campaign.name} />
    </Dialog>
  );
}
