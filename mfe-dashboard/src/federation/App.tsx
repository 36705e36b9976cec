import type { ComponentType } from 'react';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import type { RemoteAppProps } from './types';

/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, ComponentType> = {
  '/dashboard': DashboardPage,
};

/** `./App`: renders the page of the route the shell matched. */
export default function App({ route }: RemoteAppProps) {
  const Page = pages[route];
  if (!Page) throw new Error(`mfe_dashboard does not own the route ${route}`);
  return <Page />;
}
