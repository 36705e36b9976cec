import { AboutPageView } from '../features/about/components/AboutPage';
import { ContentEditor } from '../features/content-editor/components/ContentEditor';
import type { ContentPreviews } from '../features/content-editor/content-defaults';
import { HomePageView } from '../features/home/components/HomePage';
import { PrivacyPageView } from '../features/legal/components/PrivacyPage';
import { TermsPageView } from '../features/legal/components/TermsPage';
import { PricingPageView } from '../features/pricing/components/PricingPage';

/** The public pages' real views, for the editor's live preview. */
const PREVIEWS: ContentPreviews = {
  home: HomePageView,
  pricing: PricingPageView,
  about: AboutPageView,
  privacy: PrivacyPageView,
  terms: TermsPageView,
};

/** /content: the marketing pages' editor (its own chunk; zod is used here, never on the public pages). */
export function ContentEditorPage() {
  return <ContentEditor previews={PREVIEWS} />;
}
