import type { ContentPage } from '@leadnest/contracts/marketing-content';
import { createPageSwitch, lazyPage } from '@leadnest/remote-kit';

/** A public page's published content, asked for while the page's chunk loads (a small chunk of its own). */
const contentPrefetch = (page: ContentPage) => import('../features/public-content/prefetch').then((m) => m.prefetchContent(page));

/**
 * One page per owned route (titles come from the route table); the page
 * switch refuses a map that differs from it. Each page is its own chunk, so
 * `/` downloads neither the legal texts, the forms (and zod), the content
 * editor nor the onboarding wizard. The public pages' containers are in
 * src/pages: each puts a feature's view together with its published content
 * (features/public-content), and the editor's page puts the views in its
 * preview, since a feature never imports another.
 */
export const pages = {
  '/': { Page: lazyPage(() => import('../pages/HomePage'), 'HomePage'), prefetch: () => contentPrefetch('home') },
  '/pricing': { Page: lazyPage(() => import('../pages/PricingPage'), 'PricingPage'), prefetch: () => contentPrefetch('pricing') },
  '/about': { Page: lazyPage(() => import('../pages/AboutPage'), 'AboutPage'), prefetch: () => contentPrefetch('about') },
  '/privacy': { Page: lazyPage(() => import('../pages/PrivacyPage'), 'PrivacyPage'), prefetch: () => contentPrefetch('privacy') },
  '/terms': { Page: lazyPage(() => import('../pages/TermsPage'), 'TermsPage'), prefetch: () => contentPrefetch('terms') },
  '/content': { Page: lazyPage(() => import('../pages/ContentEditorPage'), 'ContentEditorPage') },
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
