import { createPageSwitch, lazyPage } from '@leadnest/remote-kit';

/** One page per owned route (titles come from the route table); each page is its own chunk. */
export const pages = {
  '/ai-settings': { Page: lazyPage(() => import('../features/ai-settings/components/AiSettingsPage'), 'AiSettingsPage') },
  '/api-settings': { Page: lazyPage(() => import('../features/integrations/components/IntegrationsPage'), 'IntegrationsPage') },
  '/api-keys': { Page: lazyPage(() => import('../features/api-keys/components/ApiKeysPage'), 'ApiKeysPage') },
  '/billing': { Page: lazyPage(() => import('../features/billing/components/BillingPage'), 'BillingPage') },
  '/calendar': { Page: lazyPage(() => import('../features/calendar/components/CalendarPage'), 'CalendarPage') },
  '/team': { Page: lazyPage(() => import('../features/team/components/TeamPage'), 'TeamPage') },
  '/account': { Page: lazyPage(() => import('../features/account/components/AccountPage'), 'AccountPage') },
  '/resources': { Page: lazyPage(() => import('../features/resources/components/ResourcesPage'), 'ResourcesPage') },
};

/** `./App`: renders the page of the route the shell matched. */
export default createPageSwitch('mfe_settings', pages);
