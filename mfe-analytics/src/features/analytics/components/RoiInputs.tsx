import type { AnalyticsSource, RoiDto } from '@leadnest/contracts';
import { ANALYTICS_SOURCES, DEFAULT_MINUTES_PER_ITEM } from '@leadnest/contracts/analytics';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, FormField, fromMd, Select, TextInput, theme } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { useSaveRoiSettings } from '../api/roi';
import { todayIn } from '../lib/csv';
import { SOURCE_LABELS } from '../lib/labels';
import { StyledPanel } from './Layout';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
  align-items: end;
  ${fromMd} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const SOURCE_OPTIONS = ANALYTICS_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }));

/** What ROI cannot know by itself: ad spend per source per month, and the minutes a conversation or call takes the agent. */
export function RoiInputs({ roi }: { roi: RoiDto }) {
  const save = useSaveRoiSettings();
  const thisMonth = todayIn(roi.range.timeZone).slice(0, 7);
  const [source, setSource] = useState<AnalyticsSource>('facebook');
  const [month, setMonth] = useState(thisMonth);
  const [amount, setAmount] = useState('');
  const [minutes, setMinutes] = useState(String(roi.timeSaved.minutesPerItem));
  const failed = (error: unknown) =>
    publishNotification({ title: 'Could not save', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
  const saveSpend = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ adSpend: { month, source, amount: amount.trim() === '' ? null : Number(amount) } }, { onError: failed, onSuccess: () => setAmount('') });
  };
  const saveMinutes = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ minutesPerItem: Number(minutes) }, { onError: failed });
  };
  return (
    <StyledPanel as="section" aria-labelledby="roi-inputs-heading" style={{ marginTop: '1.5rem' }}>
      <h2 id="roi-inputs-heading">Your figures</h2>
      <StyledForm onSubmit={saveSpend} aria-label="Ad spend">
        <FormField label="Source">
          <Select options={SOURCE_OPTIONS} value={source} onChange={setSource} />
        </FormField>
        <FormField label="Month">
          <TextInput type="month" value={month} onChange={(e) => setMonth(e.target.value)} required />
        </FormField>
        <FormField label="Ad spend (USD)" hint="Leave empty to remove">
          <TextInput type="number" min={0} step="0.01" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          Save ad spend
        </Button>
      </StyledForm>
      <StyledForm onSubmit={saveMinutes} aria-label="Minutes per conversation">
        <FormField label="Minutes per conversation or call" hint={`What one would take you without the assistant (${DEFAULT_MINUTES_PER_ITEM} by default)`}>
          <TextInput
            type="number"
            min={1}
            max={240}
            step={1}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            required
            data-testid="minutes-per-item"
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save minutes
        </Button>
      </StyledForm>
    </StyledPanel>
  );
}
