import { MAX_ROUTING_RULES, ROUTING_MODE_LABELS, ROUTING_MODES, type RoutingMode, type TeamMemberDto } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, ChoiceGroup, EmptyState, TextField, theme } from '@leadnest/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';

import { useSaveRouting } from '../api/save-routing';
import { emptyRule, type RoutingDraft, type RuleDraft, validateDraft } from '../routing-form';
import { RuleEditor } from './RuleEditor';
import { StyledActions, StyledForm, StyledRow } from './styles';

/** One line under each mode, saying what it does. */
const MODE_HINTS: Readonly<Record<RoutingMode, string>> = {
  round_robin: 'Each new lead goes to the eligible member who has been given the fewest so far.',
  first_to_claim: 'Every eligible member is told; the first to claim the lead gets it, else round robin picks one when the claim window ends.',
  owner: 'Every new lead goes to the team’s owner, as on an account of one.',
};

/** Each mode with its one-line explanation under its label (tied to the radio with aria-describedby). */
const StyledModes = styled(ChoiceGroup)`
  > div {
    display: grid;
    gap: 0.125rem;
  }
  small {
    padding-left: 1.5rem;
    color: ${theme.colors.textMuted};
  }
`;

const StyledRules = styled.div`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
`;

export interface RoutingFormProps {
  initial: RoutingDraft;
  members: readonly TeamMemberDto[];
}

/** Mode, claim window, reassignment and rules; checked with the API's own schema before PUT /api/team/routing. */
export function RoutingForm({ initial, members }: RoutingFormProps) {
  const save = useSaveRouting();
  const hintId = useId();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof RoutingDraft>(field: K, value: RoutingDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const setRule = (key: string, rule: RuleDraft) => setDraft((d) => ({ ...d, rules: d.rules.map((r) => (r.key === key ? rule : r)) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDraft(draft);
    if (!checked.ok) {
      publishNotification({ title: 'Routing Not Saved', description: checked.message, variant: 'destructive' });
      return;
    }
    // mutateAsync, not mutate's callbacks: the saved answer remounts this form
    // (RoutingCard keys it by the answer), and TanStack Query skips the
    // mutate-level callbacks of an unmounted observer.
    void save.mutateAsync(checked.input).then(
      () => publishNotification({ title: 'Routing Saved', description: 'New leads follow these settings from now on.' }),
      (failure: unknown) =>
        publishNotification({
          title: 'Routing Not Saved',
          description: serverMessage(failure) ?? 'Lead routing could not be saved. Please try again.',
          variant: 'destructive',
        }),
    );
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Lead routing">
      <StyledModes $stacked>
        <legend>New leads go by</legend>
        {ROUTING_MODES.map((mode) => (
          <div key={mode}>
            <label>
              <input
                type="radio"
                name="routingMode"
                value={mode}
                checked={draft.mode === mode}
                aria-describedby={`${hintId}-${mode}`}
                onChange={() => set('mode', mode)}
              />
              {ROUTING_MODE_LABELS[mode]}
            </label>
            <small id={`${hintId}-${mode}`}>{MODE_HINTS[mode]}</small>
          </div>
        ))}
      </StyledModes>
      <StyledRow>
        {draft.mode === 'first_to_claim' ? (
          <TextField
            label="Claim window (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            value={draft.claimWindowMinutes}
            hint="How long members may claim a new lead before round robin gives it to one."
            onChange={(e) => set('claimWindowMinutes', e.target.value)}
          />
        ) : null}
        <TextField
          label="Reassign after (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.reassignAfterMinutes}
          hint="A lead its member has not touched in this time goes to the next member. 0 = never."
          onChange={(e) => set('reassignAfterMinutes', e.target.value)}
        />
      </StyledRow>
      <StyledRules>
        <h3>Rules</h3>
        <p>The first rule a new lead matches names the members it may go to. A lead no rule matches may go to any active agent.</p>
        {draft.rules.length === 0 ? <EmptyState title="No rules" description="Every active agent may get every lead." /> : null}
        {draft.rules.map((rule, i) => (
          <RuleEditor
            key={rule.key}
            index={i}
            rule={rule}
            members={members}
            onChange={(next) => setRule(rule.key, next)}
            onRemove={() =>
              set(
                'rules',
                draft.rules.filter((r) => r.key !== rule.key),
              )
            }
          />
        ))}
      </StyledRules>
      <StyledActions>
        <Button variant="secondary" disabled={draft.rules.length >= MAX_ROUTING_RULES} onClick={() => set('rules', [...draft.rules, emptyRule()])}>
          Add Rule
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Routing'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
