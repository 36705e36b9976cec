import type { ComponentType } from 'react';
import { AiPhonePage } from '../features/ai-phone/components/AiPhonePage';
import type { RemoteAppProps } from './types';

/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, ComponentType> = {
  '/ai-phone': AiPhonePage,
};

/** `./App`: renders the page of the route the shell matched. */
export default function App({ route }: RemoteAppProps) {
  const Page = pages[route];
  if (!Page) throw new Error(`mfe_phone does not own the route ${route}`);
  return <Page />;
}
