import { CRM_MESSAGES } from '@leadnest/contracts';
import { Badge, theme } from '@leadnest/ui';

import { useCrmConnections } from '../api/crm-connections';

/**
 * The Import Number Lists dialog's "import from a connected CRM" part: the
 * agent's CRMs, each saying plainly that reading from it is not available
 * yet (no CRM integration exists on this server), or a pointer to connect
 * one first.
 */
export function CrmImportSection({ onConnect }: { onConnect: () => void }) {
  const crms = useCrmConnections();
  return (
    <section
      aria-label="Import from a CRM"
      style={{ display: 'grid', gap: theme.space.xs, borderTop: `1px solid ${theme.colors.border}`, paddingTop: theme.space.sm }}
    >
      <strong>Import from a CRM</strong>
      {crms.isPending ? <span>Loading your CRMs…</span> : null}
      {crms.isError ? <span role="alert">Your CRMs could not be loaded.</span> : null}
      {crms.data?.length === 0 ? (
        <span>
          {CRM_MESSAGES.noConnections}{' '}
          <button
            type="button"
            onClick={onConnect}
            style={{ background: 'none', border: 0, padding: 0, color: theme.colors.brand, textDecoration: 'underline', cursor: 'pointer', font: 'inherit' }}
          >
            Connect a CRM first
          </button>
        </span>
      ) : null}
      {crms.data?.map((c) => (
        <div key={c.id} style={{ display: 'grid', gap: theme.space.xs }}>
          <span>
            {c.crmName} <Badge tone={c.isActive ? 'green' : 'grey'}>{c.statusText}</Badge>
          </span>
          {c.isActive ? null : <small style={{ color: theme.colors.textMuted }}>{CRM_MESSAGES.importUnavailable(c.crmName)}</small>}
        </div>
      ))}
    </section>
  );
}
