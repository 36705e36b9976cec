import { HOME_CONTENT } from '../content/home';
import { HomePageView } from '../features/home/components/HomePage';
import { PublishedPage } from '../features/public-content/components/PublishedPage';

/** Home (/): the published content in the page's view (the released copy until something is published). */
export function HomePage() {
  return <PublishedPage page="home" defaults={HOME_CONTENT} View={HomePageView} />;
}
