import { ALL_LEAD_SOURCES, type LeadSource, type TeamMemberDto } from '@leadnest/contracts';
import { Button, ChoiceGroup, TextField, theme } from '@leadnest/ui';
import { useId } from 'react';
import styled from 'styled-components';

import { memberName } from '../member-name';
import { type RuleDraft, SOURCE_LABELS } from '../routing-form';
import { StyledRow } from './styles';

const StyledRule = styled.div`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space.sm};
  }
  h4 {
    margin: 0;
    font-size: 0.95rem;
  }
  label {
    overflow-wrap: anywhere;
  }
`;

/** Adds `value` to the list when ticked, drops it when not. */
const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));

export interface RuleEditorProps {
  /** 0-based; shown as "Rule 1". */
  index: number;
  rule: RuleDraft;
  members: readonly TeamMemberDto[];
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
}

/** One routing rule: what a lead must match (sources, areas, budget band; blank is any) and the members it may go to. */
export function RuleEditor({ index, rule, members, onChange, onRemove }: RuleEditorProps) {
  const headingId = useId();
  const title = `Rule ${index + 1}`;
  const set = <K extends keyof RuleDraft>(field: K, value: RuleDraft[K]) => onChange({ ...rule, [field]: value });
  return (
    <StyledRule role="group" aria-labelledby={headingId}>
      <header>
        <h4 id={headingId}>{title}</h4>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${title}`}>
          Remove Rule
        </Button>
      </header>
      <ChoiceGroup>
        <legend>Sources (none ticked: any)</legend>
        {ALL_LEAD_SOURCES.map((source: LeadSource) => (
          <label key={source}>
            <input type="checkbox" checked={rule.sources.includes(source)} onChange={(e) => set('sources', toggled(rule.sources, source, e.target.checked))} />
            {SOURCE_LABELS[source]}
          </label>
        ))}
      </ChoiceGroup>
      <TextField
        label="Areas"
        hint="Comma-separated, e.g. Austin, Round Rock. Blank: any area."
        value={rule.areas}
        onChange={(e) => set('areas', e.target.value)}
      />
      <StyledRow>
        <TextField label="Min budget" inputMode="numeric" value={rule.minBudget} onChange={(e) => set('minBudget', e.target.value)} />
        <TextField label="Max budget" inputMode="numeric" value={rule.maxBudget} onChange={(e) => set('maxBudget', e.target.value)} />
      </StyledRow>
      <ChoiceGroup>
        <legend>Members</legend>
        {members.map((member) => (
          <label key={member.userId}>
            <input
              type="checkbox"
              checked={rule.memberIds.includes(member.userId)}
              onChange={(e) => set('memberIds', toggled(rule.memberIds, member.userId, e.target.checked))}
            />
            {memberName(member)}
          </label>
        ))}
      </ChoiceGroup>
    </StyledRule>
  );
}
