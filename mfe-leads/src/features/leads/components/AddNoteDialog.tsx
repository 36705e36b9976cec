import { NOTE_MAX } from '@leadnest/contracts';
import { Button, Dialog, DialogActions, FormField, TextArea } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

export interface AddNoteDialogProps {
  pending: boolean;
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Add Note': submit stays disabled while the note is empty, whitespace only,
 * or the request is pending (§5). Loaded only when opened (NotesActivity),
 * so /leads' first screen carries no dialog code.
 */
export function AddNoteDialog({ pending, onSubmit, onClose }: AddNoteDialogProps) {
  const [note, setNote] = useState('');
  const canSubmit = note.trim().length > 0 && !pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    void onSubmit(note.trim()).then(onClose, () => undefined);
  };

  return (
    <Dialog open onClose={onClose} title="Add Note">
      <form onSubmit={submit} style={{ marginTop: '1rem' }}>
        <FormField label="Note" hideLabel>
          <TextArea
            data-autofocus
            rows={6}
            value={note}
            maxLength={NOTE_MAX}
            placeholder="Write a note about this lead…"
            onChange={(e) => setNote(e.target.value)}
          />
        </FormField>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit}>
            {pending ? 'Saving…' : 'Save Note'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
