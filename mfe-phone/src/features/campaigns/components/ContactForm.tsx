import type { CallListContactDto, ContactInput } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, CheckboxField, formatPhone, TextField, Toolbar } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { useAddContact, useUpdateContact } from '../api/contacts';
import { failure, M, success } from '../lib/campaign-view';

/** What the agent confirms when ticking the consent box (FCC 24-17: recorded prior express consent). */
export const HAND_CONSENT_SOURCE = 'The agent confirmed this contact gave prior express written consent to AI calls.';

export interface ContactFormProps {
  listId: string;
  /** Edit this contact; without it the form adds one. */
  editing: CallListContactDto | null;
  onDone: () => void;
}

/** Manage Contacts' add/edit form: name and phone required (any format), email and address optional, and the consent box. */
export function ContactForm({ listId, editing, onDone }: ContactFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  // Shown the way the list shows it; any format is read back to the same stored number.
  const [phone, setPhone] = useState(formatPhone(editing?.phone));
  const [email, setEmail] = useState(editing?.email ?? '');
  const [address, setAddress] = useState(editing?.address ?? '');
  const [consent, setConsent] = useState(Boolean(editing?.consent));
  const add = useAddContact(listId);
  const update = useUpdateContact(listId);
  const reset = () => {
    setName('');
    setPhone('');
    setEmail('');
    setAddress('');
    setConsent(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: ContactInput = { name, phone, email: email.trim() || undefined, address: address.trim() || undefined };
    // The consent of an edited contact stays as recorded unless the box changes.
    if (!editing || consent !== Boolean(editing.consent)) input.consent = consent ? { method: 'written', source: HAND_CONSENT_SOURCE } : null;
    if (editing) {
      update.mutate(
        { id: editing.id, patch: input },
        {
          onSuccess: () => (publishNotification(success(M.contactUpdated)), onDone()),
          onError: (err) => publishNotification(failure('Error updating contact', serverMessage(err) ?? M.tryAgain)),
        },
      );
      return;
    }
    add.mutate(input, {
      onSuccess: () => (publishNotification(success(M.contactAdded)), reset()),
      onError: (err) => publishNotification(failure('Error adding contact', serverMessage(err) ?? M.tryAgain)),
    });
  };

  return (
    <form onSubmit={submit} aria-label={editing ? 'Edit contact' : 'Add contact'} style={{ display: 'grid', gap: '0.75rem' }}>
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
      <TextField
        label="Phone"
        hint="Enter just the numbers, any format is accepted"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        required
        maxLength={60}
        inputMode="tel"
      />
      <TextField label="Email" hint="Optional" type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
      <TextField
        label="Address"
        hint="Optional; sets the contact's time zone for calling hours"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        maxLength={300}
      />
      <CheckboxField checked={consent} onChange={setConsent}>
        This contact gave prior express written consent to AI calls (required before the assistant calls them)
      </CheckboxField>
      <Toolbar label="Contact form actions">
        <Button type="submit" disabled={add.isPending || update.isPending}>
          {editing ? 'Update Contact' : 'Add Contact'}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </Toolbar>
    </form>
  );
}
