import type { PhoneNumberDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Dialog, DialogActions, formatPhone, TextField, theme } from '@leadnest/ui';
import { useState } from 'react';

import { useUpdatePhoneNumber } from '../api/phone-numbers';

/** A number's Settings: the greeting, the forwarding phone for live transfer, and its hours. */
export function NumberSettingsDialog({ number, onClose }: { number: PhoneNumberDto; onClose: () => void }) {
  const update = useUpdatePhoneNumber();
  const [greeting, setGreeting] = useState(number.greeting ?? '');
  const [forwardingPhone, setForwardingPhone] = useState(formatPhone(number.forwardingPhone));
  const [start, setStart] = useState(number.businessHours?.start ?? '');
  const [end, setEnd] = useState(number.businessHours?.end ?? '');
  const [error, setError] = useState<string | undefined>();

  const save = () => {
    const businessHours = start && end ? { start, end } : null;
    update.mutate(
      { id: number.id, patch: { greeting: greeting.trim() || null, forwardingPhone: forwardingPhone.trim() || null, businessHours } },
      {
        onSuccess: () => (
          publishNotification({ title: 'Settings Saved', description: `Settings for ${formatPhone(number.phoneNumber)} have been saved` }),
          onClose()
        ),
        onError: (e) => setError(serverMessage(e) ?? 'Could not save the settings. Please try again.'),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Settings for ${formatPhone(number.phoneNumber)}`}
      description="How your assistant answers this number and where it puts callers through."
    >
      <div style={{ display: 'grid', gap: theme.space.md }}>
        <TextField
          label="Greeting"
          hint="The first sentence callers hear; the assistant always adds that it is your AI assistant."
          value={greeting}
          maxLength={300}
          onChange={(e) => setGreeting(e.target.value)}
        />
        <TextField
          label="Forwarding phone (live transfer)"
          hint="Where “talk to a person” is put through. Empty: the assistant takes a message and texts it to you."
          type="tel"
          value={forwardingPhone}
          onChange={(e) => setForwardingPhone(e.target.value)}
        />
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.space.sm }}>
          <TextField label="Transfers from" type="time" value={start} onChange={(e) => setStart(e.target.value)} />
          <TextField label="Transfers until" type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
        {error ? (
          <p role="alert" style={{ margin: 0, color: theme.colors.danger }}>
            {error}
          </p>
        ) : null}
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
