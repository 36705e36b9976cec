import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Names the switch. */
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
}

const StyledField = styled(Field)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const StyledText = styled.div`
  display: grid;
  gap: 0.125rem;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${theme.colors.textMuted};
  }
`;

const StyledTrack = styled(HeadlessSwitch)`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
  cursor: pointer;
  transition: background-color 120ms ease;

  &[data-checked] {
    background: ${theme.colors.brand};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
    outline-offset: 2px;
  }
  span {
    position: absolute;
    top: 0.125rem;
    left: 0.125rem;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: #fff;
    box-shadow: ${theme.shadows.card};
    transition: transform 120ms ease;
  }
  &[data-checked] span {
    transform: translateX(1.25rem);
  }
`;

/** An on/off switch (Headless UI: role="switch", Space toggles), labelled by its text. */
export function Switch({ checked, onChange, label, description, disabled, name }: SwitchProps) {
  return (
    <StyledField disabled={disabled}>
      <StyledText>
        <Label>{label}</Label>
        {description ? <Description>{description}</Description> : null}
      </StyledText>
      <StyledTrack checked={checked} onChange={onChange} name={name}>
        <span aria-hidden="true" />
      </StyledTrack>
    </StyledField>
  );
}
