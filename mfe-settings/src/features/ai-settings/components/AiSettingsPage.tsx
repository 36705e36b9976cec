import { PageFrame } from '@leadnest/ui';

/** AI Settings (/ai-settings): the page frame; the full screen comes with its own issue. */
export function AiSettingsPage() {
  return <PageFrame />;
}
