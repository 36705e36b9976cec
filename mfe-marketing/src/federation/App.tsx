import { createPageSwitch, lazyPage, type PageEntry } from '@leadnest/remote-kit';
import { HOME_CONTENT } from '../content/home';

// Each page is its own chunk, so `/` downloads neither the legal texts, the
// forms (and zod), nor the onboarding wizard.
/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, PageEntry> = {
  '/': { title: HOME_CONTENT.title, Page: lazyPage(() => import('../features/home/components/HomePage'), 'HomePage') },
  '/pricing': { title: 'Pricing', Page: lazyPage(() => import('../features/pricing/components/PricingPage'), 'PricingPage') },
  '/about': { title: 'About', Page: lazyPage(() => import('../features/about/components/AboutPage'), 'AboutPage') },
  '/privacy': { title: 'Privacy Policy', Page: lazyPage(() => import('../features/legal/components/PrivacyPage'), 'PrivacyPage') },
  '/terms': { title: 'Terms of Service', Page: lazyPage(() => import('../features/legal/components/TermsPage'), 'TermsPage') },
  '/onboarding': { title: 'Onboarding', Page: lazyPage(() => import('../features/onboarding/components/OnboardingPage'), 'OnboardingPage') },
  '/login': { title: 'Sign In', Page: lazyPage(() => import('../features/auth/components/LoginPage'), 'LoginPage') },
  '/signup': { title: 'Create Your Account', Page: lazyPage(() => import('../features/auth/components/SignupPage'), 'SignupPage') },
  '/register': { title: 'Registration', Page: lazyPage(() => import('../features/auth/components/RegisterPage'), 'RegisterPage') },
  '/admin-login': { title: 'Admin Login', Page: lazyPage(() => import('../features/auth/components/AdminLoginPage'), 'AdminLoginPage') },
};

/** `./App`: renders the page of the route the shell matched. */
export default createPageSwitch('mfe_marketing', pages);
