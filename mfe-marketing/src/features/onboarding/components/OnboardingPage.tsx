import { PLAN_NAMES } from '@leadnest/plans';
import { afterSignInPath } from '@leadnest/remotes';
import { publishNotification, serverMessage, useSession } from '@leadnest/session';
import { Button, Card, PageFrame, ProgressBar, theme } from '@leadnest/ui';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { type FieldErrors, fieldErrorsOf, serverFieldErrors } from '../../../lib/form-errors';
import { loadDraft, type OnboardingDraft, saveDraft, toProfilePayload } from '../../../lib/onboarding-draft';
import { clearPricingHandoff, loadPricingHandoff } from '../../../lib/pricing-handoff';
import { OnboardingProfileInput, useSaveOnboardingProfile } from '../api/save-profile';
import { useScrollToStep } from '../hooks/useScrollToStep';
import { draftAtom, moveStepAtom, onboardingStore, prefillDraftAtom, stepAtom } from '../state/draft';
import { nextStep, previousStep, progressPercent, STEP_TITLES, TOTAL_STEPS } from '../state/steps';
import { CalendarStep, ConnectStep, DoneStep, PersonalityStep, ProfileStep } from './steps';

const StyledProgress = styled.div`
  margin-bottom: ${theme.space.lg};
  /* Clear of the shell's sticky header (4rem) when scrolled to on a step change. */
  scroll-margin-top: 5rem;
  &:focus {
    outline: none;
  }
  display: grid;
  gap: ${theme.space.xs};
`;

const StyledNav = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${theme.space.lg};
`;

const imageUrl = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The draft to start from: the one in sessionStorage, its name from /pricing's form when it has none yet. */
function startingDraft(): OnboardingDraft {
  const draft = loadDraft();
  const fullName = loadPricingHandoff()?.fullName;
  return !draft.fullName.trim() && fullName ? { ...draft, fullName } : draft;
}

/**
 * Onboarding (/onboarding): the five-step wizard (spec part 1 §2, §4). The
 * data lives in sessionStorage while it is filled in, with the step reached
 * (a reload resumes there); signed in, it is prefilled from the profile, the
 * profile and personality steps are saved when left, and Go to Dashboard
 * saves it all (see lib/onboarding-draft.ts).
 */
export function OnboardingPage() {
  // The steps read and write the answers in state/draft.ts; this mount's own store, from sessionStorage.
  const [store] = useState(() => onboardingStore(startingDraft()));
  return (
    <Provider store={store}>
      <OnboardingScreen />
    </Provider>
  );
}

function OnboardingScreen() {
  const draft = useAtomValue(draftAtom);
  // A reload resumes at the step reached (kept in the draft).
  const step = useAtomValue(stepAtom);
  const setStep = useSetAtom(moveStepAtom);
  const prefill = useSetAtom(prefillDraftAtom);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { isAuthenticated, user } = useSession();
  const save = useSaveOnboardingProfile();
  const navigate = useNavigate();
  const percent = progressPercent(step);
  const stepTop = useScrollToStep(step);
  // The plan chosen on /pricing, for an account that has none yet: the wizard ends on Billing to start it.
  const [chosenPlan] = useState(() => loadPricingHandoff()?.plan);
  const planToStart = chosenPlan && !user?.plan ? chosenPlan : undefined;
  const destination = planToStart ? `/billing?plan=${planToStart}` : '/dashboard';

  useEffect(() => saveDraft(draft), [draft]);
  // Signed in: the profile's saved values fill the fields this draft leaves blank.
  const userId = user?.id;
  useEffect(() => {
    if (user) prefill(user);
    // Once per user: a later profile refetch must not undo what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  /** Signed in, the profile and personality steps are saved when left (blank fields left out: never overwriting a saved one). */
  const saveStep = () => {
    if (!isAuthenticated || (step !== 1 && step !== 3)) return;
    save.mutate(toProfilePayload(draft), {
      onError: (error) =>
        publishNotification({
          title: 'Save Failed',
          description: serverMessage(error) ?? 'Your profile could not be saved. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  const onContinue = () => {
    if (step === 1) {
      const parsed = OnboardingProfileInput.safeParse(toProfilePayload(draft));
      if (!parsed.success) {
        setErrors(fieldErrorsOf(parsed.error));
        return;
      }
    }
    setErrors({});
    saveStep();
    setStep(nextStep);
  };

  const onBack = () => {
    saveStep();
    setStep(previousStep);
  };

  const onFinish = () => {
    if (!isAuthenticated) {
      // No account yet: create it (its sign-in link is there for one who has one), which saves this draft to it.
      saveDraft({ ...draft, pendingSave: true });
      navigate(afterSignInPath('/signup', destination));
      return;
    }
    save.mutate(toProfilePayload(draft), {
      onSuccess: () => {
        saveDraft({ ...draft, pendingSave: false, step: 1 });
        clearPricingHandoff();
        navigate(destination);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        publishNotification({
          title: 'Save Failed',
          description: serverMessage(error) ?? 'Your profile could not be saved. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <PageFrame subtitle="Set up your AI assistant in about 5 minutes.">
      <StyledProgress ref={stepTop} tabIndex={-1}>
        <strong>
          Step {step} of {TOTAL_STEPS}: {STEP_TITLES[step - 1]}
        </strong>
        <ProgressBar label="Onboarding progress" value={percent} />
        <span>{percent}% complete</span>
      </StyledProgress>
      <Card as="section" aria-label={STEP_TITLES[step - 1]}>
        <h2>{STEP_TITLES[step - 1]}</h2>
        {step === 1 ? (
          <ProfileStep errors={errors} signedIn={isAuthenticated} savedImages={{ photo: imageUrl(user?.photoUrl), logo: imageUrl(user?.logoUrl) }} />
        ) : null}
        {step === 2 ? <ConnectStep signedIn={isAuthenticated} /> : null}
        {step === 3 ? <PersonalityStep /> : null}
        {step === 4 ? <CalendarStep onSkip={() => setStep(nextStep)} signedIn={isAuthenticated} /> : null}
        {step === 5 ? <DoneStep signedIn={isAuthenticated} planToStart={planToStart && PLAN_NAMES[planToStart]} /> : null}
      </Card>
      <StyledNav>
        <Button variant="secondary" disabled={step === 1} onClick={onBack}>
          Back
        </Button>
        {step < TOTAL_STEPS ? (
          <Button onClick={onContinue}>Continue</Button>
        ) : (
          <Button onClick={onFinish} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : planToStart ? 'Go to Billing' : 'Go to Dashboard'}
          </Button>
        )}
      </StyledNav>
    </PageFrame>
  );
}
