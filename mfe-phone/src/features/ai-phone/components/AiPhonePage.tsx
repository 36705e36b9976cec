import { PageFrame } from '@leadnest/ui';

/** AI Phone Receptionist (/ai-phone): the page frame; the full screen comes with its own issue. */
export function AiPhonePage() {
  return <PageFrame />;
}
