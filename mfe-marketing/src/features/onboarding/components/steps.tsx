import { type OAuthPlatform, ONBOARDING_PERSONALITIES } from '@leadnest/contracts';
import { openAuthWindow, useAuthWindowResult } from '@leadnest/session/connect-account';
import { Button, ButtonLink, Card, TextField, theme } from '@leadnest/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { StyledRow } from '../../../components/form';
import type { FieldErrors } from '../../../lib/form-errors';
import type { OnboardingPersonality } from '../../../lib/onboarding-draft';
import { draftAtom, updateDraftAtom } from '../state/draft';
import { ImageUpload } from './ImageUpload';
import { WebsiteChatCard } from './WebsiteChatCard';

const StyledGrid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  h3 {
    margin: 0 0 ${theme.space.xs};
  }
  p {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.textMuted};
  }
`;

/** Under the card's text: smaller, closer to the button it explains. */
const StyledNote = styled.small`
  display: block;
  margin: -${theme.space.sm} 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

export interface ProfileStepProps {
  errors: FieldErrors;
  signedIn: boolean;
  /** The photo and logo already uploaded (the profile's), shown again. */
  savedImages?: { photo?: string; logo?: string };
}

/** Step 1: photo and logo uploads, full name, brokerage, phone, service area (the answers: state/draft.ts). */
export function ProfileStep({ errors, signedIn, savedImages }: ProfileStepProps) {
  const draft = useAtomValue(draftAtom);
  const onChange = useSetAtom(updateDraftAtom);
  const text = (field: 'fullName' | 'brokerage' | 'phone' | 'serviceArea', label: string, type = 'text') => (
    <TextField label={label} name={field} type={type} value={draft[field]} error={errors[field]} onChange={(e) => onChange({ [field]: e.target.value })} />
  );
  return (
    <StyledStack>
      <StyledRow>
        <ImageUpload kind="photo" label="Profile photo" signedIn={signedIn} savedUrl={savedImages?.photo} />
        <ImageUpload kind="logo" label="Company logo" signedIn={signedIn} savedUrl={savedImages?.logo} />
      </StyledRow>
      {text('fullName', 'Full name')}
      {text('brokerage', 'Brokerage')}
      <StyledRow>
        {text('phone', 'Phone', 'tel')}
        {text('serviceArea', 'Service area')}
      </StyledRow>
    </StyledStack>
  );
}

/**
 * `connect`: the account these start connecting; none: the integrations page.
 * Instagram's direct messages and lead ads come through the same Meta sign-in,
 * by the Facebook page the Instagram account is linked to
 * (docs/decisions/0035-meta-direct-messages.md): `note` says so, as the window that opens is Facebook's.
 */
const PLATFORMS: { name: string; text: string; action: string; connect?: OAuthPlatform; note?: string }[] = [
  { name: 'Facebook', text: 'Messenger and lead ads', action: 'Connect Facebook', connect: 'facebook' },
  {
    name: 'Instagram',
    text: 'Direct messages',
    action: 'Connect Instagram',
    connect: 'facebook',
    note: 'You sign in with Facebook: choose the page your Instagram professional account is linked to.',
  },
  { name: 'Property research tools', text: 'Listings and market data', action: 'Connect tools' },
];

/** A Connect button that starts the account's sign-in right here (the result comes back as a toast); signed out, it leads to sign in. */
function ConnectButton({ platform, label, signedIn }: { platform: OAuthPlatform; label: string; signedIn: boolean }) {
  const [opening, setOpening] = useState(false);
  if (!signedIn) {
    return (
      <ButtonLink as={Link} to="/login" variant="secondary" size="sm">
        {label}
      </ButtonLink>
    );
  }
  const start = () => {
    setOpening(true);
    void openAuthWindow(platform).finally(() => setOpening(false));
  };
  return (
    <Button variant="secondary" size="sm" onClick={start} disabled={opening}>
      {label}
    </Button>
  );
}

export interface ConnectStepProps {
  signedIn: boolean;
}

/**
 * Step 2: Facebook and Instagram start Meta's sign-in here (the same flow as
 * /api-settings); property tools open the integrations page; website chat
 * shows the agent's embed code right here.
 */
export function ConnectStep({ signedIn }: ConnectStepProps) {
  useAuthWindowResult();
  const card = (p: (typeof PLATFORMS)[number]) => (
    <Card key={p.name}>
      <h3>{p.name}</h3>
      <p>{p.text}</p>
      {p.note ? <StyledNote>{p.note}</StyledNote> : null}
      {p.connect ? (
        <ConnectButton platform={p.connect} label={p.action} signedIn={signedIn} />
      ) : (
        <ButtonLink as={Link} to="/api-settings" variant="secondary" size="sm">
          {p.action}
        </ButtonLink>
      )}
    </Card>
  );
  return (
    <StyledGrid>
      {PLATFORMS.slice(0, 2).map(card)}
      <WebsiteChatCard signedIn={signedIn} />
      {PLATFORMS.slice(2).map(card)}
    </StyledGrid>
  );
}

export const PERSONALITY_SAMPLES: Record<OnboardingPersonality, { label: string; sample: string }> = {
  professional: {
    label: 'Professional',
    sample: 'Good afternoon. Thank you for your interest in 12 Maple Street. Would you like to schedule a private showing this week?',
  },
  friendly: {
    label: 'Friendly',
    sample: 'Hi there! Thanks for reaching out about 12 Maple Street. It’s a lovely home. Want me to set up a time for you to see it?',
  },
  enthusiastic: {
    label: 'Enthusiastic',
    sample: 'Hello! 12 Maple Street is an amazing find and it won’t last long! Shall we get you in for a showing this weekend?',
  },
};

/** Step 3: professional, friendly (default) or enthusiastic, with a sample message. */
export function PersonalityStep() {
  const value = useAtomValue(draftAtom).personality;
  const update = useSetAtom(updateDraftAtom);
  const onChange = (personality: OnboardingPersonality) => update({ personality, personalityChosen: true });
  return (
    <StyledStack>
      <div role="radiogroup" aria-label="AI personality">
        {ONBOARDING_PERSONALITIES.map((p) => (
          <label key={p} style={{ marginRight: '1rem' }}>
            <input type="radio" name="personality" value={p} checked={value === p} onChange={() => onChange(p)} /> {PERSONALITY_SAMPLES[p].label}
          </label>
        ))}
      </div>
      <Card aria-label="Sample message">
        <strong>Sample message</strong>
        <p data-testid="personality-sample">{PERSONALITY_SAMPLES[value].sample}</p>
      </Card>
    </StyledStack>
  );
}

/** Step 4: connect a calendar right here (its sign-in window), or skip. */
export function CalendarStep({ onSkip, signedIn }: { onSkip: () => void; signedIn: boolean }) {
  useAuthWindowResult();
  return (
    <StyledGrid>
      <Card>
        <h3>Google Calendar</h3>
        <p>Book showings straight into Google Calendar.</p>
        <ConnectButton platform="google_calendar" label="Connect Google Calendar" signedIn={signedIn} />
      </Card>
      <Card>
        <h3>Outlook</h3>
        <p>Book showings straight into Outlook.</p>
        <ConnectButton platform="outlook_calendar" label="Connect Outlook" signedIn={signedIn} />
      </Card>
      <Card>
        <h3>Not now</h3>
        <p>You can connect a calendar later from Integrations.</p>
        <Button variant="ghost" size="sm" onClick={onSkip}>
          Skip for now
        </Button>
      </Card>
    </StyledGrid>
  );
}

/** Step 5: checklist and what happens next; `planToStart`: the plan chosen on /pricing, started on Billing next. */
export function DoneStep({ signedIn, planToStart }: { signedIn: boolean; planToStart?: string }) {
  return (
    <StyledStack>
      <ul aria-label="Checklist">
        <li>✓ Profile set up</li>
        <li>✓ Platforms ready to connect</li>
        <li>✓ AI personality chosen</li>
        <li>✓ Calendar step done</li>
      </ul>
      <h3>What happens next</h3>
      <p>Your AI assistant starts answering your leads around the clock, qualifies them and books showings. Watch it work from your dashboard.</p>
      {planToStart ? <p role="note">Next: start your {planToStart} plan on the Billing page.</p> : null}
      {!signedIn ? <p role="note">You are not signed in: create your account (or sign in) next, and your profile is saved to it.</p> : null}
    </StyledStack>
  );
}
