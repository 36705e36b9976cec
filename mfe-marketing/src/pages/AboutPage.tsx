import { ABOUT_CONTENT } from '../content/about';
import { AboutPageView } from '../features/about/components/AboutPage';
import { PublishedPage } from '../features/public-content/components/PublishedPage';

/** About (/about): the published content in the page's view (the released copy until something is published). */
export function AboutPage() {
  return <PublishedPage page="about" defaults={ABOUT_CONTENT} View={AboutPageView} />;
}
