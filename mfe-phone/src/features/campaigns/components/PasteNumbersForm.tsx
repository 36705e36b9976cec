import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, CheckboxField, FormField, TextArea, TextField, theme, Toolbar } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { useCreateCallList } from '../api/call-lists';
import { failure, M } from '../lib/campaign-view';

export const PASTE_CONSENT_SOURCE = 'The agent confirmed at entry that every pasted number gave prior express written consent to AI calls.';

/** Add contacts by pasting numbers (one per line, or separated by commas): a new list, 'Unnamed List' when no name is given. */
export function PasteNumbersForm() {
  const [name, setName] = useState('');
  const [numbers, setNumbers] = useState('');
  const [consent, setConsent] = useState(false);
  const create = useCreateCallList();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!numbers.trim()) {
      publishNotification(failure(M.noNumbersTitle, M.noNumbers));
      return;
    }
    const list = name.trim() || M.unnamedList;
    create.mutate(
      { name: list, phoneNumbers: numbers, autoStart: false, consent: consent ? { method: 'written', source: PASTE_CONSENT_SOURCE } : undefined },
      {
        onSuccess: (created) => {
          const added = created?.added ?? 0;
          const skipped = created?.duplicates
            ? ` (${created.duplicates.toLocaleString('en-US')} ${created.duplicates === 1 ? 'duplicate' : 'duplicates'} skipped)`
            : '';
          publishNotification({ title: M.contactsAddedTitle, description: `${M.contactsAdded(added, list)}${skipped}` });
          setName('');
          setNumbers('');
          setConsent(false);
        },
        onError: (err) => publishNotification(failure(M.addContactsFailedTitle, serverMessage(err) ?? M.tryAgain)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Add contacts" style={{ display: 'grid', gap: theme.space.sm }}>
      <TextField
        label="List name"
        hint={`Optional; '${M.unnamedList}' when left blank`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={120}
      />
      <FormField label="Phone numbers" hint="One per line or separated by commas; any format is accepted">
        <TextArea value={numbers} onChange={(e) => setNumbers(e.target.value)} rows={4} />
      </FormField>
      <CheckboxField checked={consent} onChange={setConsent}>
        These people gave prior express written consent to AI calls (without it the assistant skips them)
      </CheckboxField>
      <Toolbar label="Add contacts">
        <Button type="submit" disabled={create.isPending}>
          Add Contacts
        </Button>
      </Toolbar>
    </form>
  );
}
