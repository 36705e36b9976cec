import type { CallLogDto } from '@leadnest/contracts';
import { theme } from '@leadnest/ui';

/**
 * A call's summary, its recording (played from our API, which fetches it
 * from Twilio for the signed-in agent only) and the expandable transcript.
 */
export function CallDetails({ call }: { call: CallLogDto }) {
  return (
    <div style={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
      {call.summary ? <span>{call.summary}</span> : null}
      {call.recordingUrl ? (
        <div style={{ display: 'grid', gap: theme.space.xs }}>
          <audio controls preload="none" src={call.recordingUrl} aria-label="Call recording" style={{ width: '100%', maxWidth: '18rem', height: '2.25rem' }} />
          <a href={call.recordingUrl} download style={{ fontSize: '0.875rem' }}>
            Download recording
          </a>
        </div>
      ) : null}
      {call.transcript ? (
        <details>
          <summary style={{ cursor: 'pointer' }}>Transcript</summary>
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: `${theme.space.xs} 0 0`, font: 'inherit', fontSize: '0.875rem' }}>
            {call.transcript}
          </pre>
        </details>
      ) : null}
      {!call.summary && !call.recordingUrl && !call.transcript ? <span style={{ color: theme.colors.textMuted }}>—</span> : null}
    </div>
  );
}
