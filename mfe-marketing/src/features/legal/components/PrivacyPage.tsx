import type { LegalContent } from '@leadnest/contracts/marketing-content';

import { LegalDocumentView } from './LegalDocumentView';

export interface PrivacyPageViewProps {
  content: LegalContent;
}

/** Privacy Policy (/privacy) from its content (released copy: content/privacy.ts). */
export function PrivacyPageView({ content }: PrivacyPageViewProps) {
  return <LegalDocumentView doc={content} />;
}
