import { PageFrame } from '@leadnest/ui';

/** Admin Login (/admin-login): the page frame; the full screen comes with its own issue. */
export function AdminLoginPage() {
  return <PageFrame title="Admin Login" subtitle="Developer login for sales calls and platform management" />;
}
