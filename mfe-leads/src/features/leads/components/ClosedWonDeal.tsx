import { dealFields, type LeadDetailDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Dialog, DialogActions, FormField, TextInput, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { useUpdateLead } from '../api/update-lead';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** '' → null (not known); '$450,000' → 450000; anything else → NaN (the schema's message). */
function amountOf(text: string): number | null {
  const bare = text.replace(/[$,\s]/g, '');
  return bare === '' ? null : Number(bare);
}

interface DealValueDialogProps {
  lead: Pick<LeadDetailDto, 'id' | 'name' | 'deal'>;
  onClose: () => void;
}

/**
 * Asks for a Closed Won deal's sale price and the agent's commission.
 * Both are optional: Skip leaves them empty, and they can be
 * entered or changed later from the lead. Analytics' revenue is the commission.
 */
export function DealValueDialog({ lead, onClose }: DealValueDialogProps) {
  const update = useUpdateLead();
  const [salePrice, setSalePrice] = useState(lead.deal.salePrice?.toString() ?? '');
  const [commission, setCommission] = useState(lead.deal.commission?.toString() ?? '');
  const [errors, setErrors] = useState<{ salePrice?: string; commission?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const price = dealFields.salePrice.safeParse(amountOf(salePrice));
    const cut = dealFields.commission.safeParse(amountOf(commission));
    setErrors({ salePrice: price.error?.issues[0]?.message, commission: cut.error?.issues[0]?.message });
    if (!price.success || !cut.success) return;
    update.mutate(
      { id: lead.id, patch: { salePrice: price.data ?? null, commission: cut.data ?? null } },
      {
        onSuccess: () => {
          publishNotification({ title: 'Deal Value Saved', description: `${lead.name}: the commission counts as revenue in Analytics` });
          onClose();
        },
        onError: (error) =>
          publishNotification({ title: 'Deal Value Not Saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Closed Won: deal value"
      description={`What did the deal with ${lead.name} bring? Analytics counts your commission as revenue. Both are optional and can be changed later on the lead.`}
    >
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: theme.space.md, marginTop: theme.space.md }}>
        <FormField label="Sale price (USD)" error={errors.salePrice}>
          <TextInput
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            placeholder="450,000"
            value={salePrice}
            onChange={(e) => setSalePrice(e.target.value)}
          />
        </FormField>
        <FormField label="Your commission (USD)" error={errors.commission}>
          <TextInput inputMode="decimal" autoComplete="off" placeholder="13,500" value={commission} onChange={(e) => setCommission(e.target.value)} />
        </FormField>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {lead.deal.salePrice === null && lead.deal.commission === null ? 'Skip' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Deal Value'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface ClosedWonDealProps {
  lead: Pick<LeadDetailDto, 'id' | 'name' | 'stage' | 'deal'>;
  /** The agent just moved the lead to Closed Won: ask at once. */
  ask: boolean;
  onAsked: () => void;
}

/** On a Closed Won lead: its deal value with an Edit button, and the dialog (opened at once after the move). */
export function ClosedWonDeal({ lead, ask, onAsked }: ClosedWonDealProps) {
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onAsked();
  };
  if (lead.stage !== 'closed') return null;
  const { salePrice, commission } = lead.deal;
  return (
    <div
      data-testid="deal-value"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, margin: `${theme.space.sm} 0`, fontSize: '0.875rem' }}
    >
      <span>
        Sale price: {salePrice === null ? 'not entered' : money.format(salePrice)} · Commission:{' '}
        {commission === null ? 'not entered' : money.format(commission)}
      </span>
      <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
        {salePrice === null && commission === null ? 'Enter Deal Value' : 'Edit Deal Value'}
      </Button>
      {ask || editing ? <DealValueDialog lead={lead} onClose={close} /> : null}
    </div>
  );
}
