import { PHONE_PANEL_TABS, type PhonePanelProps, type PhonePanelTab } from '@leadnest/remotes';
import { Card, EmptyState, Tabs, theme } from '@leadnest/ui';
import { type ReactNode, useState } from 'react';

import { CallHistoryTab } from './CallHistoryTab';
import { OverviewTab } from './OverviewTab';
import { SettingsTab } from './SettingsTab';

const LABELS: Record<PhonePanelTab, string> = {
  overview: 'Overview',
  contacts: 'Contacts',
  campaigns: 'Campaigns',
  history: 'Call History',
  settings: 'Settings',
};

const coming = (what: string) => (
  <EmptyState
    title={`${what} are coming with outbound campaigns`}
    description="Your assistant already answers inbound calls and texts: see Call History and Settings."
  />
);

/** The dashboard's history shows the 10 most recent calls (spec part 2 §9). */
const panels = ({ contactsTab, campaignsTab }: PhonePanelSlots): Record<PhonePanelTab, ReactNode> => ({
  overview: <OverviewTab />,
  contacts: contactsTab ?? coming('Contact lists'),
  campaigns: campaignsTab ?? coming('Campaigns'),
  history: <CallHistoryTab limit={10} />,
  settings: <SettingsTab />,
});

/** The Contacts and Campaigns tabs come from features/campaigns, passed in by federation/PhonePanel.tsx (features never import each other). */
export interface PhonePanelSlots {
  contactsTab?: ReactNode;
  campaignsTab?: ReactNode;
}

/**
 * The AI Phone Receptionist panel of the dashboard (mfe_phone's
 * `./PhonePanel`, props in @leadnest/remotes): the phone screen's tabs in
 * a card, its tab kept in component state (the host owns the URL).
 */
export function PhonePanel({ initialTab = 'overview', onTabChange, contactsTab, campaignsTab }: PhonePanelProps & PhonePanelSlots) {
  const [tab, setTab] = useState<PhonePanelTab>(initialTab);
  const choose = (next: PhonePanelTab) => {
    setTab(next);
    onTabChange?.(next);
  };
  const shown = panels({ contactsTab, campaignsTab });
  return (
    <Card>
      <h2 style={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1.25rem' }}>AI Phone Receptionist</h2>
      <Tabs label="AI phone receptionist" tabs={PHONE_PANEL_TABS.map((id) => ({ id, label: LABELS[id], panel: shown[id] }))} selected={tab} onChange={choose} />
    </Card>
  );
}
