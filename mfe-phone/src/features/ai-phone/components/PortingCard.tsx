import { PHONE_MESSAGES, PHONE_PRICES_USD, PORTING_CARRIERS, type PortingCarrier } from '@leadnest/contracts';
import { PortingRequestInput } from '@leadnest/contracts/phone-inputs';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Badge, Button, Card, formatPhone, FormField, Select, TextField, theme } from '@leadnest/ui';
import { useState } from 'react';

import { usePortingRequests, useSubmitPorting } from '../api/porting';
import { PlanFeatureNote, usePlanIncludes } from './PlanFeatureNote';

const CARRIER_LABELS: Record<PortingCarrier, string> = {
  verizon: 'Verizon',
  att: 'AT&T',
  tmobile: 'T-Mobile',
  sprint: 'Sprint',
  ringcentral: 'RingCentral',
  grasshopper: 'Grasshopper',
  vonage: 'Vonage',
  other: 'Other',
};

/**
 * Port your business number (spec part 2: the porting form; stored with a status, $25 one-time).
 * Below the plan with porting the card says which plan has it and the form is
 * disabled, so nobody types a number the server would refuse (docs/decisions/0012-plan-tiers-and-inclusions.md).
 */
export function PortingCard() {
  const requests = usePortingRequests();
  const submit = useSubmitPorting();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [carrier, setCarrier] = useState<PortingCarrier>('verizon');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const included = usePlanIncludes('numberPorting');

  const send = () => {
    const input = { phoneNumber: phoneNumber.trim(), carrier };
    // The server's contract, read the same way here: too short is the spec's 'Phone Number Required', text that is no number says so.
    const issue = PortingRequestInput.safeParse(input).error?.issues[0];
    setFieldError(issue?.message);
    if (issue) {
      const missing = issue.message === PHONE_MESSAGES.portingNumberRequired;
      publishNotification({
        title: missing ? PHONE_MESSAGES.portingNumberTitle : PHONE_MESSAGES.portingNumberInvalidTitle,
        description: issue.message,
        variant: 'destructive',
      });
      return;
    }
    submit.mutate(input, {
      onSuccess: () => (publishNotification({ title: 'Porting Requested', description: PHONE_MESSAGES.portingSubmitted }), setPhoneNumber('')),
      onError: (e) => publishNotification({ title: 'Porting Failed', description: serverMessage(e) ?? 'Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <h2 style={{ margin: `0 0 ${theme.space.xs}`, fontSize: '1.125rem' }}>Port Your Business Number</h2>
      <p style={{ margin: `0 0 ${theme.space.md}`, color: theme.colors.textMuted }}>
        Keep the number your clients know. ${PHONE_PRICES_USD.portingFee} one-time, about 7-10 business days.
      </p>
      {included ? null : <PlanFeatureNote feature="numberPorting" />}
      <div style={{ display: 'grid', gap: theme.space.md }}>
        <TextField
          label="Current business phone number"
          type="tel"
          value={phoneNumber}
          onChange={(e) => setPhoneNumber(e.target.value)}
          error={fieldError}
          disabled={!included}
        />
        <FormField label="Current carrier">
          <Select options={PORTING_CARRIERS.map((c) => ({ value: c, label: CARRIER_LABELS[c] }))} value={carrier} onChange={setCarrier} disabled={!included} />
        </FormField>
        <div>
          <Button variant="secondary" onClick={send} disabled={!included || submit.isPending}>
            {submit.isPending ? 'Submitting…' : 'Request Porting'}
          </Button>
        </div>
      </div>
      {requests.data?.length ? (
        <ul style={{ margin: `${theme.space.md} 0 0`, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.xs }}>
          {requests.data.map((r) => (
            <li key={r.id} style={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', flexWrap: 'wrap' }}>
              <span>{formatPhone(r.phoneNumber)}</span>
              <span style={{ color: theme.colors.textMuted }}>{CARRIER_LABELS[r.carrier]}</span>
              <Badge tone={r.status === 'completed' ? 'green' : r.status === 'rejected' ? 'red' : 'yellow'}>{r.status.replace('-', ' ')}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
