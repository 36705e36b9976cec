import { budgetWords, type ConversationDetailDto } from '@leadnest/contracts';
import { useSession } from '@leadnest/session';
import { agentTimeZoneOf, Badge, ButtonLink, Card, formatAgentTime, formatPhone, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: ${theme.space.md} 0;
  font-size: 0.875rem;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What the assistant learned about the lead, beside the thread. */
export function QualificationPanel({ conversation: c }: { conversation: ConversationDetailDto }) {
  const u = c.understood;
  const zone = agentTimeZoneOf(useSession().user);
  const facts: [string, string | null | undefined][] = [
    ['Stage', c.stage],
    ['Score', `${c.score}/100`],
    ['Looking to', u.intent !== 'other' ? u.intent : null],
    // In the lead's own words ("around $450k"), not the search band around it.
    ['Budget', budgetWords(u.budget ?? {})],
    ['Bedrooms', u.bedrooms !== undefined ? String(u.bedrooms) : null],
    ['Areas', u.areas?.length ? u.areas.join(', ') : null],
    ['Property', u.propertyType],
    ['Timeline', u.timeline],
    ['Financing', u.financing !== 'unknown' ? u.financing : null],
    ['Email', u.contact?.email],
    ['Phone', u.contact?.phone ? formatPhone(u.contact.phone) : null],
    ['Showing', c.scheduledShowing ? formatAgentTime(c.scheduledShowing, zone) : null],
  ];
  return (
    <Card as="aside" aria-label="Lead qualification" data-testid="qualification">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm }}>
        <strong>{c.leadName}</strong>
        <Badge tone={c.leadScore === 'hot' ? 'red' : c.leadScore === 'warm' ? 'orange' : 'blue'}>{c.leadScore}</Badge>
      </div>
      <StyledFacts>
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </StyledFacts>
      {c.leadId ? (
        <ButtonLink as={Link} to={`/leads?lead=${c.leadId}`} variant="secondary" size="sm">
          Open in Leads
        </ButtonLink>
      ) : (
        <p style={{ margin: 0, color: theme.colors.textMuted, fontSize: '0.875rem' }}>
          No lead yet: the visitor has not said anything the assistant could qualify.
        </p>
      )}
    </Card>
  );
}
