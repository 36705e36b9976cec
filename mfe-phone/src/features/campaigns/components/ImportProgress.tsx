import { ProgressBar, Spinner, theme } from '@leadnest/ui';
import { useEffect, useState } from 'react';

import type { ImportPhase } from '../api/import-csv';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/** Seconds since `since`, ticking once a second while shown. */
function useElapsed(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1000));
}

function Saving({ since }: { since: number }) {
  const seconds = useElapsed(since);
  return (
    <div role="status" style={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
      <Spinner label="Saving contacts" size={18} />
      <span>Checking numbers, consent and duplicates, and saving the contacts… {seconds > 0 ? `${seconds} s` : ''}</span>
    </div>
  );
}

/** The import's real progress: the file's bytes sent, then the server saving (large files take a few seconds). */
export function ImportProgress({ phase }: { phase: ImportPhase }) {
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'saving') return <Saving since={phase.since} />;
  const percent = phase.total > 0 ? Math.round((phase.sent / phase.total) * 100) : 0;
  return (
    <div data-testid="import-progress" style={{ display: 'grid', gap: theme.space.xs }}>
      <span>
        Uploading… {kb(phase.sent)} of {kb(phase.total)} ({percent}%)
      </span>
      <ProgressBar label="Import progress" value={percent} valueText={`${percent}% uploaded`} />
    </div>
  );
}
