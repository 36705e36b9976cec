import { AI_SETTINGS_PERSONALITIES, type AiPersonality, type UserProfileDto } from '@leadnest/contracts';
import { FormField, Select, Spinner, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { usePatchAgent } from '../api/agent';
import { SAMPLE_MESSAGE, usePersonalitySample } from '../api/preview';
import { failed } from '../failed';

const LABELS: Record<AiPersonality, string> = {
  friendly: 'Friendly',
  professional: 'Professional',
  enthusiastic: 'Enthusiastic',
  energetic: 'Energetic',
  consultative: 'Consultative',
};

const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(12rem, 1fr) minmax(0, 2fr);
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledSample = styled.figure`
  margin: 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft};
  figcaption {
    font-size: 0.875rem;
    color: ${theme.colors.textMuted};
    margin-bottom: ${theme.space.sm};
  }
  blockquote {
    margin: 0;
  }
`;

/** Personality: saved the moment it changes (spec), with the assistant's real answer in that voice beside it. */
export function PersonalityTab({ agent }: { agent: UserProfileDto }) {
  const patch = usePatchAgent(agent.id);
  const sample = usePersonalitySample(agent.id, agent.aiPersonality);
  // An onboarding-only value (enthusiastic) still shows as itself.
  const options = [...new Set<AiPersonality>([...AI_SETTINGS_PERSONALITIES, agent.aiPersonality])].map((value) => ({ value, label: LABELS[value] }));
  const choose = (aiPersonality: AiPersonality) =>
    patch.mutate({ aiPersonality }, { onError: failed('Update Failed', 'Failed to update AI personality. Please try again.') });
  return (
    <StyledRow>
      <FormField label="AI personality" hint="How your assistant sounds in chat, texts and calls.">
        <Select options={options} value={agent.aiPersonality} onChange={choose} disabled={patch.isPending} />
      </FormField>
      <StyledSample aria-live="polite">
        <figcaption>A lead writes “{SAMPLE_MESSAGE}”. Your assistant answers:</figcaption>
        {sample.isPending ? (
          <Spinner label="Loading a sample reply" />
        ) : sample.isError ? (
          <blockquote>The sample reply could not be loaded; try your assistant in the panel.</blockquote>
        ) : (
          <blockquote data-testid="personality-sample">{sample.data.reply}</blockquote>
        )}
      </StyledSample>
    </StyledRow>
  );
}
