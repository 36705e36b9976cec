import { SPEAKING_RATES, type SpeakingRate, VOICE_TYPES, type VoiceType } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, Card, FormField, Select, Spinner, theme } from '@leadnest/ui';
import { useEffect, useState } from 'react';

import { usePhoneSettings, useSavePhoneSettings } from '../api/phone-settings';
import { PlanFeatureNote, usePlanIncludes } from './PlanFeatureNote';

const VOICE_LABELS: Record<VoiceType, string> = {
  'polly-joanna': 'Joanna (female, US)',
  'polly-matthew': 'Matthew (male, US)',
  'polly-ivy': 'Ivy (female, young, US)',
};
const RATE_LABELS: Record<SpeakingRate, string> = { slow: 'Slow', medium: 'Medium', fast: 'Fast' };

/**
 * Voice type and speaking rate with Save Settings (used on every call the assistant answers).
 * Below the plan with voice customization the card says which plan has it and
 * the choices are disabled: calls use the default voice (docs/decisions/0012-plan-tiers-and-inclusions.md; the API's numbers/phone-plan.ts).
 */
export function VoiceSettingsCard() {
  const settings = usePhoneSettings();
  const save = useSavePhoneSettings();
  const included = usePlanIncludes('voiceCustomization');
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
      {included ? null : <PlanFeatureNote feature="voiceCustomization" meanwhile={`Your calls use ${VOICE_LABELS['polly-joanna']} at a medium rate.`} />}
      {settings.isPending ? (
        <Spinner label="Loading voice settings" />
      ) : (
        <div style={{ display: 'grid', gap: theme.space.md }}>
          <FormField label="Voice type">
            <Select options={VOICE_TYPES.map((v) => ({ value: v, label: VOICE_LABELS[v] }))} value={voiceType} onChange={setVoiceType} disabled={!included} />
          </FormField>
          <FormField label="Speaking rate">
            <Select
              options={SPEAKING_RATES.map((r) => ({ value: r, label: RATE_LABELS[r] }))}
              value={speakingRate}
              onChange={setSpeakingRate}
              disabled={!included}
            />
          </FormField>
          <div>
            <Button onClick={submit} disabled={!included || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Settings'}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
