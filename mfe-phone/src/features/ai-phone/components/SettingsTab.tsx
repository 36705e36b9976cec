import { fromMd, theme } from '@leadnest/ui';
import styled from 'styled-components';

import { CallingSwitchesCard } from './CallingSwitchesCard';
import { PhoneNumbersCard } from './PhoneNumbersCard';
import { PortingCard } from './PortingCard';
import { PricingCard } from './PricingCard';
import { VoiceSettingsCard } from './VoiceSettingsCard';

const StyledGrid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.lg};
  align-items: start;
  ${fromMd} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

/** Settings: numbers with their switches, the calling and SMS switches, porting, voice settings, prices. */
export function SettingsTab() {
  return (
    <StyledGrid>
      <StyledColumn>
        <PhoneNumbersCard />
        <CallingSwitchesCard />
        <PortingCard />
      </StyledColumn>
      <StyledColumn>
        <VoiceSettingsCard />
        <PricingCard />
      </StyledColumn>
    </StyledGrid>
  );
}
