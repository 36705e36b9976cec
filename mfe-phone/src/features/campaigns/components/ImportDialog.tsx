import type { ContactsAddedResponse } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { Button, CheckboxField, Dialog, DialogActions, FormField, TextField, theme, useFieldControl } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { hasConsentColumn, ImportFailure, useImportCsv } from '../api/import-csv';
import { failure, M } from '../lib/campaign-view';
import { ImportProgress } from './ImportProgress';
import { ImportReport } from './ImportReport';

/** The file picker, labelled by its FormField. */
function CsvFileInput({ disabled, onChoose }: { disabled: boolean; onChoose: (file: File | null) => void }) {
  const field = useFieldControl();
  return (
    <input
      {...field}
      type="file"
      accept=".csv,text/csv"
      disabled={disabled}
      onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      style={{ maxWidth: '100%' }}
    />
  );
}

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Import into this campaign; without it the file becomes a new contact list named in the dialog. */
  listId?: string;
  listName?: string;
  /** Extra content under the upload (the dashboard's "import from a connected CRM"). */
  children?: React.ReactNode;
}

/**
 * Import Number Lists (spec part 2; the import is real,
 * docs/decisions/0022-stubs-become-real.md): a
 * .csv file with columns name, phone, email, notes (any column containing
 * 'phone' is the number). Without a consent column the agent must attest
 * that every contact consented (FCC 24-17) before the file is sent.
 */
export function ImportDialog({ open, onClose, listId, listName, children }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [needsAttestation, setNeedsAttestation] = useState(true);
  const [attested, setAttested] = useState(false);
  const [attestError, setAttestError] = useState<string | null>(null);
  const [result, setResult] = useState<ContactsAddedResponse | null>(null);
  // Shown in the dialog too: while a dialog is open the page behind it (and its toasts) is inert to screen readers.
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (title: string, message: string) => {
    setProblem(`${title}: ${message}`);
    publishNotification(failure(title, message));
  };
  const importer = useImportCsv();

  const choose = async (next: File | null) => {
    setFile(next);
    setResult(null);
    setAttestError(null);
    setProblem(null);
    setNeedsAttestation(next ? !(await hasConsentColumn(next)) : true);
  };
  const close = () => {
    if (importer.busy) return;
    setFile(null);
    setName('');
    setAttested(false);
    setAttestError(null);
    setResult(null);
    setProblem(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      fail(M.noFileTitle, M.noFile);
      return;
    }
    if (needsAttestation && !attested) {
      setAttestError(M.consentRequired);
      return;
    }
    setProblem(null);
    try {
      const done = await importer.run(file, { listId, name: listId ? undefined : name, attestConsent: needsAttestation && attested });
      setResult(done);
      publishNotification({ title: M.importSuccessTitle, description: M.importSuccess(done.added, done.callList.name) });
    } catch (err) {
      const f = err instanceof ImportFailure ? err : new ImportFailure(M.importFailedTitle, M.importFailed);
      if (f.code === 'CONSENT_ATTESTATION_REQUIRED') setAttestError(f.message);
      if (f.code !== 'ABORTED') fail(f.title, f.message);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Import Number Lists"
      description={listName ? `Add contacts to ${listName} from a CSV file.` : 'Create a contact list from a CSV file.'}
    >
      <form onSubmit={submit} style={{ display: 'grid', gap: theme.space.md }}>
        {listId ? null : (
          <TextField
            label="List name"
            hint={`Optional; '${M.importedList}' when left blank`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={120}
            disabled={importer.busy}
          />
        )}
        <FormField label="CSV file" hint="Columns name, phone, email, notes (any column with 'phone' in its header is the number). Up to 20 MB.">
          <CsvFileInput disabled={importer.busy} onChoose={(f) => void choose(f)} />
        </FormField>
        {file && !needsAttestation ? <p style={{ margin: 0 }}>This file has a consent column: each row's consent is taken from it.</p> : null}
        {needsAttestation ? (
          <CheckboxField checked={attested} onChange={(v) => (setAttested(v), setAttestError(null))} error={attestError ?? undefined} disabled={importer.busy}>
            I confirm every contact in this file gave prior express written consent to receive AI calls from me
          </CheckboxField>
        ) : null}
        {problem ? (
          <p role="alert" style={{ margin: 0, color: theme.colors.danger }}>
            {problem}
          </p>
        ) : null}
        <ImportProgress phase={importer.phase} />
        {result ? <ImportReport result={result} /> : null}
        {children}
        <DialogActions>
          {importer.phase.kind === 'uploading' ? (
            <Button type="button" variant="secondary" onClick={importer.cancel}>
              Cancel Upload
            </Button>
          ) : (
            <Button type="button" variant="secondary" onClick={close} disabled={importer.busy}>
              {result ? 'Done' : 'Cancel'}
            </Button>
          )}
          <Button type="submit" disabled={importer.busy}>
            {importer.busy ? 'Importing…' : 'Import CSV'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
