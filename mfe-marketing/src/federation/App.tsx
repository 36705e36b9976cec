import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageFrame, Spinner } from '@leadnest/ui';
import { HOME_CONTENT } from '../content/home';
import type { RemoteAppProps } from './types';

/**
 * Each page is its own chunk (React.lazy), so `/` downloads neither the
 * legal texts, the forms (and zod), nor the onboarding wizard. While a
 * page's chunk loads, its title and a spinner stand in for it: the heading
 * is there at once and the layout does not jump.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

interface PageEntry {
  title: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, PageEntry> = {
  '/': { title: HOME_CONTENT.title, Page: page(() => import('../features/home/components/HomePage'), 'HomePage') },
  '/pricing': { title: 'Pricing', Page: page(() => import('../features/pricing/components/PricingPage'), 'PricingPage') },
  '/about': { title: 'About', Page: page(() => import('../features/about/components/AboutPage'), 'AboutPage') },
  '/privacy': { title: 'Privacy Policy', Page: page(() => import('../features/legal/components/PrivacyPage'), 'PrivacyPage') },
  '/terms': { title: 'Terms of Service', Page: page(() => import('../features/legal/components/TermsPage'), 'TermsPage') },
  '/onboarding': { title: 'Onboarding', Page: page(() => import('../features/onboarding/components/OnboardingPage'), 'OnboardingPage') },
  '/login': { title: 'Sign In', Page: page(() => import('../features/auth/components/LoginPage'), 'LoginPage') },
  '/signup': { title: 'Create Your Account', Page: page(() => import('../features/auth/components/SignupPage'), 'SignupPage') },
  '/register': { title: 'Registration', Page: page(() => import('../features/auth/components/RegisterPage'), 'RegisterPage') },
  '/admin-login': { title: 'Admin Login', Page: page(() => import('../features/auth/components/AdminLoginPage'), 'AdminLoginPage') },
};

/** `./App`: renders the page of the route the shell matched. */
export default function App({ route }: RemoteAppProps) {
  const entry = pages[route];
  if (!entry) throw new Error(`mfe_marketing does not own the route ${route}`);
  const { title, Page } = entry;
  return (
    <Suspense
      fallback={
        <PageFrame title={title}>
          <Spinner label={`Loading ${title}`} />
        </PageFrame>
      }
    >
      <Page />
    </Suspense>
  );
}
