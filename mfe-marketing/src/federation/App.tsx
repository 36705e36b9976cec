import type { ComponentType } from 'react';
import { HomePage } from '../features/home/components/HomePage';
import { PricingPage } from '../features/pricing/components/PricingPage';
import { AboutPage } from '../features/about/components/AboutPage';
import { PrivacyPage } from '../features/legal/components/PrivacyPage';
import { TermsPage } from '../features/legal/components/TermsPage';
import { OnboardingPage } from '../features/onboarding/components/OnboardingPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { SignupPage } from '../features/auth/components/SignupPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { AdminLoginPage } from '../features/auth/components/AdminLoginPage';
import type { RemoteAppProps } from './types';

/** One page per owned route; keep in step with `routes` in contract.ts (a test checks). */
export const pages: Record<string, ComponentType> = {
  '/': HomePage,
  '/pricing': PricingPage,
  '/about': AboutPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/onboarding': OnboardingPage,
  '/login': LoginPage,
  '/signup': SignupPage,
  '/register': RegisterPage,
  '/admin-login': AdminLoginPage,
};

/** `./App`: renders the page of the route the shell matched. */
export default function App({ route }: RemoteAppProps) {
  const Page = pages[route];
  if (!Page) throw new Error(`mfe_marketing does not own the route ${route}`);
  return <Page />;
}
