import { ButtonLink, PageFrame } from '@leadnest/ui';
import { Link } from 'react-router-dom';

/** Any path the route table does not know (spec part 1 §2, last row). */
export function NotFoundPage() {
  return (
    <PageFrame title="404 - Page Not Found" subtitle="The page you are looking for does not exist or has been moved.">
      <ButtonLink as={Link} to="/">
        Return to Home
      </ButtonLink>
    </PageFrame>
  );
}
