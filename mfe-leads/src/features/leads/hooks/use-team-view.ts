import { useMemo } from 'react';

import { useTeam } from '../api/team';
import { type TeamView, teamViewOf } from '../lib/assignment';

/** The viewer's team as this screen uses it; a team of one until GET /api/team says otherwise. */
export function useTeamView(): TeamView & { known: boolean } {
  const { data, isSuccess } = useTeam();
  return useMemo(() => ({ ...teamViewOf(data), known: isSuccess }), [data, isSuccess]);
}
