import { SPEAKING_RATES, type SpeakingRate, VOICE_TYPES, type VoiceType } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Card, FormField, Select, Spinner, theme } from '@leadnest/ui';
import { useEffect, useState } from 'react';

import { usePhoneSettings, useSavePhoneSettings } from '../api/phone-settings';

const VOICE_LABELS: Record<VoiceType, string> = {
  'polly-joanna': 'Joanna (female, US)',
  'polly-matthew': 'Matthew (male, US)',
  'polly-ivy': 'Ivy (female, young, US)',
};
const RATE_LABELS: Record<SpeakingRate, string> = { slow: 'Slow', medium: 'Medium', fast: 'Fast' };

/** Voice type and speaking rate with Save Settings (used on every call the assistant answers). */
export function VoiceSettingsCard() {
  const settings = usePhoneSettings();
  const save = useSavePhoneSettings();
  const [voiceType, setVoiceType] = useState<VoiceType>('polly-joanna');
  const [speakingRate, setSpeakingRate] = useState<SpeakingRate>('medium');
  useEffect(() => {
    if (settings.data) {
      setVoiceType(settings.data.voiceType);
      setSpeakingRate(settings.data.speakingRate);
    }
  }, [settings.data]);

  const submit = () =>
    save.mutate(
      { voiceType, speakingRate },
      {
        onSuccess: () => publishNotification({ title: 'Settings Saved', description: 'Voice settings have been saved' }),
        onError: (error) =>
          publishNotification({
            title: 'Update Failed',
            description: serverMessage(error) ?? 'Failed to update settings. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <h2 style={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1.125rem' }}>Voice Settings</h2>
      {settings.isPending ? (
        <Spinner label="Loading voice settings" />
      ) : (
        <div style={{ display: 'grid', gap: theme.space.md }}>
          <FormField label="Voice type">
            <Select options={VOICE_TYPES.map((v) => ({ value: v, label: VOICE_LABELS[v] }))} value={voiceType} onChange={setVoiceType} />
          </FormField>
          <FormField label="Speaking rate">
            <Select options={SPEAKING_RATES.map((r) => ({ value: r, label: RATE_LABELS[r] }))} value={speakingRate} onChange={setSpeakingRate} />
          </FormField>
          <div>
            <Button onClick={submit} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Settings'}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
