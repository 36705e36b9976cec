import { PageFrame } from '@leadnest/ui';

/** Registration (/register): the page frame; the full screen comes with its own issue. */
export function RegisterPage() {
  return <PageFrame title="Registration" />;
}
