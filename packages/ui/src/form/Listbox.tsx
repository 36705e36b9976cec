import { Field, Label, Listbox as HeadlessListbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';
import { controlStyles } from './control-styles';

export interface ListboxItem<V extends string = string> {
  value: V;
  label: string;
  /** Shown under the label in the list (a plan's price, a voice's sample). */
  detail?: ReactNode;
}

export interface ListboxProps<V extends string = string> {
  label: ReactNode;
  options: readonly ListboxItem<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}

const StyledField = styled(Field)`
  position: relative;
  display: grid;
  gap: ${theme.space.xs};
  label {
    font-weight: 600;
    font-size: 0.875rem;
  }
`;

const StyledButton = styled(ListboxButton)<{ $invalid?: boolean; $size?: 'sm' | 'md' }>`
  ${controlStyles}
  display: flex;
  justify-content: space-between;
  align-items: center;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '▾';
    color: ${theme.colors.textMuted};
  }
`;

const StyledOptions = styled(ListboxOptions)`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 40;
  max-height: 16rem;
  overflow-y: auto;
  margin: ${theme.space.xs} 0 0;
  padding: ${theme.space.xs};
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.popover};
  &:focus {
    outline: none;
  }
`;

const StyledOption = styled(ListboxOption)`
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  &[data-focus] {
    background: ${theme.colors.brandSoft};
  }
  &[data-selected] {
    font-weight: 600;
    color: ${theme.colors.brand};
  }
  small {
    display: block;
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }
`;

/**
 * A select whose options carry more than text (Headless UI Listbox: arrows,
 * Home/End, type-ahead, Enter selects, Escape closes). For plain text
 * options prefer Select, which costs no script.
 */
export function Listbox<V extends string = string>({ label, options, value, onChange, disabled }: ListboxProps<V>) {
  const selected = options.find((o) => o.value === value);
  return (
    <StyledField disabled={disabled}>
      <Label>{label}</Label>
      <HeadlessListbox value={value} onChange={onChange}>
        <StyledButton>{selected?.label ?? ''}</StyledButton>
        <StyledOptions>
          {options.map((o) => (
            <StyledOption key={o.value} value={o.value}>
              {o.label}
              {o.detail ? <small>{o.detail}</small> : null}
            </StyledOption>
          ))}
        </StyledOptions>
      </HeadlessListbox>
    </StyledField>
  );
}
