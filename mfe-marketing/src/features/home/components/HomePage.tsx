import { PageFrame } from '@leadnest/ui';
import { BRAND_NAME, BRAND_TAGLINE } from '@leadnest/brand';

/** Home (landing). The full landing page (hero, chat preview, features, how it works) comes with the marketing issue. */
export function HomePage() {
  return <PageFrame title={`${BRAND_NAME}: never miss another lead`} subtitle={BRAND_TAGLINE} />;
}
