import { PageFrame } from '@leadnest/ui';

/** Create Your Account (/signup): the page frame; the full screen comes with its own issue. */
export function SignupPage() {
  return <PageFrame title="Create Your Account" />;
}
