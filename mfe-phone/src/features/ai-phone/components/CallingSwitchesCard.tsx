import { PHONE_MESSAGES } from '@leadnest/contracts';
import { publishNotification, useSession } from '@leadnest/session';
import { Card, Switch, theme } from '@leadnest/ui';

import { usePhoneSettings, useSaveAiCalling, useSaveSmsEnabled } from '../api/phone-settings';

const failed = (description: string) => publishNotification({ title: 'Update Failed', description, variant: 'destructive' });

/** The AI calling switch (profile) and the SMS switch, each saved on change. */
export function CallingSwitchesCard() {
  const { user } = useSession();
  const settings = usePhoneSettings();
  const aiCalling = useSaveAiCalling();
  const sms = useSaveSmsEnabled();
  return (
    <Card>
      <h2 style={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1.125rem' }}>Calling and Texting</h2>
      <div style={{ display: 'grid', gap: theme.space.md }}>
        <Switch
          label="AI calling"
          description="Let your assistant place outbound calls to your leads (inbound calls are answered whenever a number's inbound switch is on)."
          checked={aiCalling.isPending ? Boolean(aiCalling.variables) : Boolean(user?.isAiCallingEnabled)}
          disabled={aiCalling.isPending}
          onChange={(on) => aiCalling.mutate(on, { onError: () => failed(PHONE_MESSAGES.callingUpdateFailed) })}
        />
        <Switch
          label="SMS replies"
          description="Your assistant answers texts to your numbers. STOP, START and HELP are always handled."
          checked={sms.isPending ? Boolean(sms.variables) : Boolean(settings.data?.smsEnabled)}
          disabled={sms.isPending || !settings.data}
          onChange={(on) => sms.mutate(on, { onError: () => failed(PHONE_MESSAGES.smsUpdateFailed) })}
        />
      </div>
    </Card>
  );
}
