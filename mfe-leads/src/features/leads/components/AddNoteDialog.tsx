import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { NOTE_MAX } from '@leadnest/contracts';
import { Button, theme } from '@leadnest/ui';

export interface AddNoteDialogProps {
  pending: boolean;
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.md};
  background: rgba(15, 23, 42, 0.45);
`;

const StyledDialog = styled.form`
  width: min(32rem, 100%);
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.popover};
`;

const StyledTextarea = styled.textarea`
  width: 100%;
  min-height: 8rem;
  margin: ${theme.space.md} 0;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  font: inherit;
  box-sizing: border-box;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;

/** 'Add Note': submit stays disabled while the note is empty, whitespace only, or the request is pending (§5). */
export function AddNoteDialog({ pending, onSubmit, onClose }: AddNoteDialogProps) {
  const [note, setNote] = useState('');
  const titleId = useId();
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const canSubmit = note.trim().length > 0 && !pending;

  useEffect(() => fieldRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    void onSubmit(note.trim()).then(onClose, () => undefined);
  };

  return (
    <StyledBackdrop onClick={(e) => e.target === e.currentTarget && onClose()}>
      <StyledDialog role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={submit}>
        <h2 id={titleId} style={{ margin: 0, fontSize: '1.125rem' }}>
          Add Note
        </h2>
        <label htmlFor={fieldId} className="visually-hidden" style={{ position: 'absolute', left: '-9999px' }}>
          Note
        </label>
        <StyledTextarea
          id={fieldId}
          ref={fieldRef}
          value={note}
          maxLength={NOTE_MAX}
          placeholder="Write a note about this lead…"
          onChange={(e) => setNote(e.target.value)}
        />
        <StyledActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit}>
            {pending ? 'Saving…' : 'Save Note'}
          </Button>
        </StyledActions>
      </StyledDialog>
    </StyledBackdrop>
  );
}
