import { createPageSwitch, lazyPage } from '@leadnest/remote-kit';

/**
 * One page per owned route (titles come from the route table); the page
 * switch refuses a map that differs from it. Each page is its own chunk, so
 * `/` downloads neither the legal texts, the forms (and zod), nor the
 * onboarding wizard.
 */
export const pages = {
  '/': { Page: lazyPage(() => import('../features/home/components/HomePage'), 'HomePage') },
  '/pricing': { Page: lazyPage(() => import('../features/pricing/components/PricingPage'), 'PricingPage') },
  '/about': { Page: lazyPage(() => import('../features/about/components/AboutPage'), 'AboutPage') },
  '/privacy': { Page: lazyPage(() => import('../features/legal/components/PrivacyPage'), 'PrivacyPage') },
  '/terms': { Page: lazyPage(() => import('../features/legal/components/TermsPage'), 'TermsPage') },
  '/onboarding': { Page: lazyPage(() => import('../features/onboarding/components/OnboardingPage'), 'OnboardingPage') },
  '/login': { Page: lazyPage(() => import('../features/auth/components/LoginPage'), 'LoginPage') },
  '/signup': { Page: lazyPage(() => import('../features/auth/components/SignupPage'), 'SignupPage') },
  '/register': { Page: lazyPage(() => import('../features/auth/components/RegisterPage'), 'RegisterPage') },
  '/admin-login': { Page: lazyPage(() => import('../features/auth/components/AdminLoginPage'), 'AdminLoginPage') },
  '/forgot-password': { Page: lazyPage(() => import('../features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage') },
  '/reset-password': { Page: lazyPage(() => import('../features/auth/components/ResetPasswordPage'), 'ResetPasswordPage') },
  '/join': { Page: lazyPage(() => import('../features/join/components/JoinPage'), 'JoinPage') },
};

/** `./App`: renders the page of the route the shell matched. */
export default createPageSwitch('mfe_marketing', pages);
