import { MAX_TEAM_NAME, type TeamDto, TeamPatchInput } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { Button, ProgressBar, TextField } from '@leadnest/ui';
import { type FormEvent, useState } from 'react';

import { useRenameTeam } from '../api/rename-team';
import { StyledActions, StyledForm, StyledNote, StyledSection } from './styles';

function NameForm({ name }: { name: string }) {
  const rename = useRenameTeam();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TeamPatchInput.safeParse({ name: value });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    rename.mutate(parsed.data.name, {
      onSuccess: (team) => publishNotification({ title: 'Team Saved', description: `Your team is now called ${team.name}.` }),
      onError: (failure) =>
        publishNotification({
          title: 'Team Not Saved',
          description: serverMessage(failure) ?? 'The team name could not be saved. Please try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Rename the team">
      <TextField label="Team name" name="teamName" value={value} error={error} maxLength={MAX_TEAM_NAME} onChange={(e) => setValue(e.target.value)} />
      <StyledActions>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

export interface TeamCardProps {
  team: TeamDto;
  /** Owners and admins rename the team; agents read it. */
  manages: boolean;
}

/** The team's name (editable by owners and admins) and how many of the plan's seats are taken. */
export function TeamCard({ team, manages }: TeamCardProps) {
  const { used, included } = team.seats;
  const seatsText = `${used} of ${included} ${included === 1 ? 'seat' : 'seats'} used`;
  return (
    <StyledSection as="section" aria-labelledby="team-heading">
      <h2 id="team-heading">{manages ? 'Team' : team.name}</h2>
      {manages ? <NameForm name={team.name} /> : <StyledNote>Only the team’s owner and admins manage the team.</StyledNote>}
      <div>
        <h3>Seats</h3>
        <p data-testid="seats">{seatsText}</p>
      </div>
      <ProgressBar kind="meter" label="Seats used" value={used} max={Math.max(included, 1)} valueText={seatsText} />
      {manages && team.invites.length > 0 ? <p>Each pending invite holds a seat until it is accepted, revoked or expires.</p> : null}
    </StyledSection>
  );
}
