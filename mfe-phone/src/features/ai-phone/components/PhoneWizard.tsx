import { PHONE_MESSAGES, TwilioPurchaseInput } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { Button, Dialog, DialogActions, formatPhone, FormField, Select, TextField, theme } from '@leadnest/ui';
import { Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';

import { useConfigureNumber, usePurchaseNumber, useValidateTwilio, wizardError } from '../api/wizard';
import type { WizardStep } from '../lib/wizard-steps';
import {
  accountSidAtom,
  areaCodeAtom,
  authTokenAtom,
  backAtom,
  clearErrorsAtom,
  closeWizardAtom,
  credentialsAtom,
  failureAtom,
  fieldErrorAtom,
  numbersAtom,
  purchasedAtom,
  selectedAtom,
  stepAtom,
  validatedAtom,
} from '../state/wizard';

const TITLES: Record<WizardStep, string> = {
  1: 'Step 1 of 4: Connect Twilio',
  2: 'Step 2 of 4: Choose a Number',
  3: 'Step 3 of 4: Buy a New Number',
  4: 'Step 4 of 4: Confirm',
};

export interface PhoneWizardProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The phone-provider wizard (spec part 2): the agent's Twilio credentials,
 * an existing number or a new one, then Complete points its calls and texts
 * at the assistant. The transitions are lib/wizard-steps.ts; the answers are
 * state/wizard.ts, in this mount's own jotai store.
 */
export function PhoneWizard(props: PhoneWizardProps) {
  return (
    <Provider>
      <PhoneWizardDialog {...props} />
    </Provider>
  );
}

const muted = { margin: 0, color: theme.colors.textMuted } as const;

function CredentialsStep() {
  const [accountSid, setAccountSid] = useAtom(accountSidAtom);
  const [authToken, setAuthToken] = useAtom(authTokenAtom);
  const fieldError = useAtomValue(fieldErrorAtom);
  return (
    <>
      <p style={muted}>Enter your Twilio Account SID and Auth Token (Twilio Console → Account Info). The token is stored encrypted.</p>
      <TextField label="Account SID" value={accountSid} autoComplete="off" placeholder="AC…" onChange={(e) => setAccountSid(e.target.value)} />
      <TextField label="Auth Token" type="password" value={authToken} autoComplete="off" onChange={(e) => setAuthToken(e.target.value)} error={fieldError} />
    </>
  );
}

function ChooseNumberStep() {
  const numbers = useAtomValue(numbersAtom);
  const [selected, setSelected] = useAtom(selectedAtom);
  return (
    <>
      <p style={muted}>Use a number your Twilio account already has, or buy a new one.</p>
      <FormField label="Numbers in your Twilio account">
        <Select options={numbers.map((n) => ({ value: n, label: formatPhone(n) }))} value={selected} onChange={setSelected} />
      </FormField>
    </>
  );
}

function BuyNumberStep() {
  const [areaCode, setAreaCode] = useAtom(areaCodeAtom);
  const fieldError = useAtomValue(fieldErrorAtom);
  return (
    <>
      <p style={muted}>A new local number is bought on your Twilio account (about $1 a month).</p>
      <TextField
        label="Area code (optional)"
        inputMode="numeric"
        maxLength={3}
        value={areaCode}
        onChange={(e) => setAreaCode(e.target.value)}
        error={fieldError}
      />
    </>
  );
}

function ConfirmStep() {
  const selected = useAtomValue(selectedAtom);
  return (
    <p style={{ margin: 0 }}>
      Calls and texts to <strong>{formatPhone(selected)}</strong> will be answered by your AI assistant. Complete to point the number at your assistant.
    </p>
  );
}

function PhoneWizardDialog({ open, onClose }: PhoneWizardProps) {
  const [step, setStep] = useAtom(stepAtom);
  const selected = useAtomValue(selectedAtom);
  const areaCode = useAtomValue(areaCodeAtom);
  const credentials = useAtomValue(credentialsAtom);
  const failure = useAtomValue(failureAtom);
  const setFieldError = useSetAtom(fieldErrorAtom);
  const setFailure = useSetAtom(failureAtom);
  const clearErrors = useSetAtom(clearErrorsAtom);
  const validated = useSetAtom(validatedAtom);
  const purchased = useSetAtom(purchasedAtom);
  const back = useSetAtom(backAtom);
  const reset = useSetAtom(closeWizardAtom);
  const fail = (title: string, text: string) => {
    setFailure({ title, text });
    publishNotification({ title, description: text, variant: 'destructive' });
  };
  const validate = useValidateTwilio();
  const purchase = usePurchaseNumber();
  const configure = useConfigureNumber();

  const close = () => {
    reset();
    onClose();
  };

  const connect = () => {
    if (!credentials.accountSid || !credentials.authToken) return setFieldError(PHONE_MESSAGES.credentialsRequired);
    clearErrors();
    validate.mutate(credentials, {
      onSuccess: (res) => validated(res.phoneNumbers),
      onError: (e) => fail(PHONE_MESSAGES.connectionFailedTitle, wizardError(e) ?? PHONE_MESSAGES.connectionFailedFallback),
    });
  };

  const buy = () => {
    const input = { ...credentials, areaCode: areaCode.trim() || undefined };
    // The contract's own rule and words (at most 3 characters, digits only) on the field, before any request.
    const areaCodeIssue = TwilioPurchaseInput.safeParse(input).error?.issues.find((issue) => issue.path[0] === 'areaCode');
    if (areaCodeIssue) return setFieldError(areaCodeIssue.message);
    clearErrors();
    purchase.mutate(input, {
      onSuccess: (res) => purchased(res.phoneNumbers),
      onError: (e) => fail(PHONE_MESSAGES.purchaseFailedTitle, wizardError(e) ?? 'Please try again.'),
    });
  };

  const complete = () =>
    configure.mutate(
      { ...credentials, selectedPhoneNumber: selected },
      {
        onSuccess: () => (
          publishNotification({ title: 'Phone Number Ready', description: `Calls and texts to ${formatPhone(selected)} are answered by your AI assistant.` }),
          close()
        ),
        onError: (e) => fail('Setup Failed', wizardError(e) ?? 'Please try again.'),
      },
    );

  const busy = validate.isPending || purchase.isPending || configure.isPending;

  return (
    // lg: step 2's three buttons fit on one line at desktop widths.
    <Dialog open={open} onClose={close} title={TITLES[step]} size="lg">
      <div style={{ display: 'grid', gap: theme.space.md }}>
        {step === 1 ? <CredentialsStep /> : null}
        {step === 2 ? <ChooseNumberStep /> : null}
        {step === 3 ? <BuyNumberStep /> : null}
        {step === 4 ? <ConfirmStep /> : null}
        {failure ? (
          <p role="alert" style={{ margin: 0, color: theme.colors.danger }}>
            <strong>{failure.title}:</strong> {failure.text}
          </p>
        ) : null}
      </div>
      <DialogActions>
        {step === 1 ? (
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => back()} disabled={busy}>
            Back
          </Button>
        )}
        {step === 1 ? (
          <Button onClick={connect} disabled={busy}>
            {validate.isPending ? 'Connecting…' : 'Connect'}
          </Button>
        ) : null}
        {step === 2 ? (
          <>
            <Button variant="secondary" onClick={() => setStep(3)} disabled={busy}>
              Buy a New Number
            </Button>
            <Button onClick={() => setStep(4)} disabled={!selected}>
              Use This Number
            </Button>
          </>
        ) : null}
        {step === 3 ? (
          <Button onClick={buy} disabled={busy}>
            {purchase.isPending ? 'Buying…' : 'Buy Number'}
          </Button>
        ) : null}
        {step === 4 ? (
          <Button onClick={complete} disabled={busy || !selected}>
            {configure.isPending ? 'Completing…' : 'Complete Setup'}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
