import type { ComponentType } from 'react';
import { AiSettingsPage } from '../features/ai-settings/components/AiSettingsPage';
import { IntegrationsPage } from '../features/integrations/components/IntegrationsPage';
import { ApiKeysPage } from '../features/api-keys/components/ApiKeysPage';
import { BillingPage } from '../features/billing/components/BillingPage';
import { CalendarPage } from '../features/calendar/components/CalendarPage';
import { TemplatesPage } from '../features/templates/components/TemplatesPage';
import type { RemoteAppProps } from './types';

/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, ComponentType> = {
  '/ai-settings': AiSettingsPage,
  '/api-settings': IntegrationsPage,
  '/api-keys': ApiKeysPage,
  '/billing': BillingPage,
  '/calendar': CalendarPage,
  '/resources': TemplatesPage,
};

/** `./App`: renders the page of the route the shell matched. */
export default function App({ route }: RemoteAppProps) {
  const Page = pages[route];
  if (!Page) throw new Error(`mfe_settings does not own the route ${route}`);
  return <Page />;
}
