import { PRIVACY_CONTENT } from '../../../content/privacy';
import { LegalDocumentView } from './LegalDocumentView';

/** Privacy Policy (/privacy), effective August 14, 2025; text in content/privacy.ts. */
export function PrivacyPage() {
  return <LegalDocumentView doc={PRIVACY_CONTENT} />;
}
