import { PageFrame } from '@leadnest/ui';

/** Calendar (/calendar): the page frame; the full screen comes with its own issue. */
export function CalendarPage() {
  return <PageFrame />;
}
