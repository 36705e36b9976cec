import { PageFrame } from '@leadnest/ui';

/** Sign In (/login): the page frame; the full screen comes with its own issue. */
export function LoginPage() {
  return <PageFrame title="Sign In" />;
}
