import { PageFrame } from '@leadnest/ui';

/** Lead Capture Builder (/capture-builder): the page frame; the full screen comes with its own issue. */
export function CaptureBuilderPage() {
  return <PageFrame title="Lead Capture Builder" />;
}
