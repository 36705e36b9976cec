import { useSession } from '@leadnest/session';
import { PageFrame, Spinner, UrlTabs } from '@leadnest/ui';
import type { ReactNode } from 'react';

import { CallHistoryTab } from './CallHistoryTab';
import { CampaignsTab } from './CampaignsTab';
import { OverviewTab } from './OverviewTab';
import { ProductPage } from './ProductPage';
import { SettingsTab } from './SettingsTab';

const tabs = (campaigns: ReactNode) =>
  [
    { id: 'overview', label: 'Overview', panel: <OverviewTab /> },
    { id: 'history', label: 'Call History', panel: <CallHistoryTab /> },
    { id: 'campaigns', label: 'Outbound Campaigns', panel: campaigns ?? <CampaignsTab /> },
    { id: 'settings', label: 'Settings', panel: <SettingsTab /> },
  ] as const;

export interface AiPhonePageProps {
  /** The Outbound Campaigns tab (features/campaigns, given by federation/App.tsx: features never import each other). */
  campaignsTab?: ReactNode;
}

/**
 * AI Phone Receptionist (/ai-phone, open route): signed out, what the
 * receptionist does with Sign in / Get Started; signed in, the four tabs
 * of spec part 2 (the tab lives in the address: ?tab=settings).
 */
export function AiPhonePage({ campaignsTab }: AiPhonePageProps = {}) {
  const { isLoading, isAuthenticated } = useSession();
  if (isLoading) {
    return (
      <PageFrame>
        <Spinner label="Loading AI Phone Receptionist" />
      </PageFrame>
    );
  }
  if (!isAuthenticated) return <ProductPage />;
  return (
    <PageFrame subtitle="Your AI assistant answers every call and text, books showings and hands off to you when asked">
      <UrlTabs label="AI phone receptionist" tabs={tabs(campaignsTab)} />
    </PageFrame>
  );
}
