import { CRM_MESSAGES, CRM_TYPE_NAMES, CRM_TYPES, crmConnectionLabel, type CrmType } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Dialog, DialogActions, FormField, Select, TextField, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { useAddCrmConnection } from '../api/crm-connections';
import { failure } from '../lib/campaign-view';

const OPTIONS = CRM_TYPES.map((t) => ({ value: t, label: `${CRM_TYPE_NAMES[t]} (${crmConnectionLabel(t)})` }));

/**
 * Add CRM (spec part 2): choose a CRM type; custom is 'Connect via API',
 * notion 'Database integration', the others 'OAuth integration'. The
 * connection is stored; no CRM's API is wired on this server yet, and the
 * dialog says so rather than pretending to connect.
 */
export function AddCrmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [crmType, setCrmType] = useState<CrmType>('hubspot');
  const [crmName, setCrmName] = useState('');
  const add = useAddCrmConnection();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = crmName.trim() || CRM_TYPE_NAMES[crmType];
    add.mutate(
      { crmType, crmName: name },
      {
        onSuccess: () => (publishNotification({ title: 'CRM Added', description: CRM_MESSAGES.added(name) }), setCrmName(''), onClose()),
        onError: (err) => publishNotification(failure('Connection Failed', serverMessage(err) ?? 'Please try again.')),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title="Add CRM" description="Choose the CRM your contacts live in.">
      <form onSubmit={submit} style={{ display: 'grid', gap: theme.space.md }}>
        <FormField label="CRM type" hint={crmConnectionLabel(crmType)}>
          <Select options={OPTIONS} value={crmType} onChange={setCrmType} />
        </FormField>
        <TextField
          label="Connection name"
          hint={`Optional; '${CRM_TYPE_NAMES[crmType]}' when left blank`}
          value={crmName}
          onChange={(e) => setCrmName(e.target.value)}
          maxLength={80}
        />
        <p style={{ margin: 0, color: theme.colors.textMuted }}>
          Reading contacts straight from a CRM is not available on this server yet. The connection is saved so it can be switched on later; until then, export a
          CSV from your CRM and use Import Number Lists.
        </p>
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            Add CRM
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
