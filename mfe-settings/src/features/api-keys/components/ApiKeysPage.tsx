import { PageFrame } from '@leadnest/ui';

/** API Keys (/api-keys): the page frame; the full screen comes with its own issue. */
export function ApiKeysPage() {
  return <PageFrame />;
}
