import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, FormField, Select, theme, Toolbar } from '@leadnest/ui';
import { useState } from 'react';

import { useCampaignSettings, useSaveCampaignSettings } from '../api/campaign-settings';
import { failure } from '../lib/campaign-view';

/** The API's bound (api campaign-settings.model MAX_CONCURRENT_CALLS_LIMIT). */
const MAX = 10;
const OPTIONS = Array.from({ length: MAX }, (_, i) => ({ value: String(i + 1), label: i === 0 ? '1 call at once' : `${i + 1} calls at once` }));

/** Campaign settings: how many calls the dialer places at once across the agent's campaigns (default 2). */
export function CampaignSettingsCard() {
  const settings = useCampaignSettings();
  const save = useSaveCampaignSettings();
  const [choice, setChoice] = useState<string | null>(null);
  if (settings.isPending) return null;
  if (settings.isError || !settings.data) return null;
  const value = choice ?? String(settings.data.maxConcurrentCalls);
  const submit = () =>
    save.mutate(Number(value), {
      onSuccess: (saved) => (
        publishNotification({ title: 'Settings Saved', description: `Campaigns place up to ${saved?.maxConcurrentCalls ?? value} calls at once.` }),
        setChoice(null)
      ),
      onError: (err) => publishNotification(failure('Update Failed', serverMessage(err) ?? 'Failed to update settings. Please try again.')),
    });
  return (
    <section aria-label="Campaign settings" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: theme.space.sm }}>
      <div style={{ minWidth: '12rem' }}>
        <FormField label="Calls at once" hint={`Default ${settings.data.defaultMaxConcurrentCalls}`}>
          <Select options={OPTIONS} value={value} onChange={setChoice} />
        </FormField>
      </div>
      <Toolbar label="Save campaign settings">
        <Button size="sm" variant="secondary" onClick={submit} disabled={save.isPending || value === String(settings.data.maxConcurrentCalls)}>
          Save
        </Button>
      </Toolbar>
    </section>
  );
}
