import type { ComponentType } from 'react';
import { LeadsPage } from '../features/leads/components/LeadsPage';
import { CaptureBuilderPage } from '../features/capture-builder/components/CaptureBuilderPage';
import type { RemoteAppProps } from './types';

/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, ComponentType> = {
  '/leads': LeadsPage,
  '/capture-builder': CaptureBuilderPage,
};

/** `./App`: renders the page of the route the shell matched. */
export default function App({ route }: RemoteAppProps) {
  const Page = pages[route];
  if (!Page) throw new Error(`mfe_leads does not own the route ${route}`);
  return <Page />;
}
