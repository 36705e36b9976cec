import type { AiPerformanceDto, ScriptPerformanceDto } from '@leadnest/contracts';
import { DataTable, EmptyState, StatCard } from '@leadnest/ui';

import { formatCount, formatResponse } from '../lib/labels';
import { StyledCards, StyledPanel } from './Layout';

export interface AiPerformanceTabProps {
  data: AiPerformanceDto;
  periodText: string;
}

const pct = (n: number, has: boolean) => (has ? `${n}%` : '–');

/** AI Performance: four cards and the assistant's scripts ranked by engagement. */
export function AiPerformanceTab({ data: a, periodText }: AiPerformanceTabProps) {
  const has = a.topPerformingScripts.length > 0;
  const empty = <EmptyState title="No conversations yet" description={`The assistant had no conversations during ${periodText}.`} />;
  return (
    <>
      <StyledCards aria-label="AI performance">
        <StatCard
          as="li"
          data-testid="ai-response"
          label="Avg Response Time"
          value={formatResponse(a.avgResponseTime, a.answeredConversations)}
          hint="Median, to the first answer"
        />
        <StatCard as="li" data-testid="ai-engagement" label="Engagement Rate" value={pct(a.engagementRate, has)} hint="Conversations where the lead wrote" />
        <StatCard
          as="li"
          data-testid="ai-accuracy"
          label="Qualification Accuracy"
          value={pct(a.qualificationAccuracy, has)}
          hint="Hot leads now qualified or further"
        />
        <StatCard
          as="li"
          data-testid="ai-booking"
          label="Appointment Booking Rate"
          value={pct(a.appointmentBookingRate, a.conversations > 0)}
          hint={`Of ${formatCount(a.conversations)} conversations`}
        />
      </StyledCards>
      <StyledPanel as="section" aria-labelledby="scripts-heading">
        <h2 id="scripts-heading">Top Performing Scripts</h2>
        <p>The assistant runs one script per channel; ranked by how often the lead wrote back.</p>
        <DataTable<ScriptPerformanceDto & { rank: number }>
          label="Scripts ranked by engagement"
          rows={a.topPerformingScripts.map((s, i) => ({ ...s, rank: i + 1 }))}
          rowKey={(s) => s.name}
          columns={[
            { key: 'rank', header: '#', align: 'right' },
            { key: 'name', header: 'Script' },
            { key: 'usage', header: 'Uses', align: 'right', render: (s) => formatCount(s.usage) },
            { key: 'engagement', header: 'Engagement', align: 'right', render: (s) => `${s.engagement}%` },
          ]}
          empty={empty}
        />
      </StyledPanel>
    </>
  );
}
