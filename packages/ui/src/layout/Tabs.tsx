import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '../theme';
import { useTabParam } from './useTabParam';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  /** Names the tab list ('Calendar views'). */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onChange: (id: Id) => void;
}

// Wraps rather than scrolls: on a phone a sideways-scrolling row hid the
// tabs past the edge (and could open clipped, "…egy"); wrapped, every tab shows.
const StyledList = styled(TabList)`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledTab = styled(Tab)`
  padding: ${theme.space.sm} ${theme.space.md};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${theme.colors.textMuted};
  white-space: nowrap;
  cursor: pointer;
  &[data-selected] {
    color: ${theme.colors.brand};
    border-bottom-color: ${theme.colors.brand};
  }
  &[data-hover]:not([data-selected]) {
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.brand};
    outline-offset: -2px;
  }
`;

/**
 * Tabs (Headless UI): Left/Right arrows move between tabs and select them,
 * Home/End jump to the ends, the panels are tabpanels named by their tab.
 * Controlled: use UrlTabs for a screen's tabs, so a reload or a shared link
 * opens the same tab.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onChange }: TabsProps<Id>) {
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  return (
    <TabGroup selectedIndex={index} onChange={(i) => onChange(tabs[i]!.id)}>
      <StyledList aria-label={label}>
        {tabs.map((t) => (
          <StyledTab key={t.id}>{t.label}</StyledTab>
        ))}
      </StyledList>
      <TabPanels>
        {tabs.map((t) => (
          <TabPanel key={t.id}>{t.panel}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

export interface UrlTabsProps<Id extends string = string> extends Omit<TabsProps<Id>, 'selected' | 'onChange'> {
  /** The search parameter that holds the tab's id. Defaults to `tab`. */
  param?: string;
}

/** Tabs whose selection lives in the address (`?tab=<id>`; the first tab when absent or unknown). */
export function UrlTabs<Id extends string>({ param = 'tab', tabs, ...rest }: UrlTabsProps<Id>) {
  const [selected, setSelected] = useTabParam(
    param,
    tabs.map((t) => t.id),
  );
  return <Tabs {...rest} tabs={tabs} selected={selected} onChange={setSelected} />;
}
