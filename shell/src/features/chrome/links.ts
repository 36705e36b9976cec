import { OWNER_MANAGED_PATHS } from '@leadnest/remotes';
import { isTeamMember, type UserProfile } from '@leadnest/session';

/**
 * Every link the chrome shows, as data, so the header, the drawer and the
 * footer cannot drift from spec part 1 §2 and the tests can walk them.
 */
export interface ChromeLink {
  label: string;
  /** Absent for the spec's placeholders: they render as text, not dead links. */
  to?: string;
}

/** The four main links of the top bar and the drawer. */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'About', to: '/about' },
] as const satisfies readonly ChromeLink[];

/**
 * Every app section, for a signed-in user: in the user menu and in the
 * drawer, so each screen is reachable from anywhere.
 */
export const APP_LINKS: readonly Required<ChromeLink>[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Leads', to: '/leads' },
  { label: 'Conversations', to: '/conversations' },
  { label: 'Calendar', to: '/calendar' },
  { label: 'Analytics', to: '/analytics' },
  { label: 'AI Phone', to: '/ai-phone' },
  { label: 'Settings', to: '/ai-settings' },
  { label: 'Team', to: '/team' },
  { label: 'Billing', to: '/billing' },
  { label: 'Account', to: '/account' },
];

/** The marketing pages' editor, for marketing editors only (docs/decisions/0039-marketing-content.md). */
export const CONTENT_LINK: Required<ChromeLink> = { label: 'Content', to: '/content' };

/**
 * The app sections a user works in: a team member who is not its owner does
 * not manage the account's settings (the route table's ownerManaged pages),
 * so those links are left out for them (docs/decisions/0034-teams.md); a
 * marketing editor (the profile's canEditContent) also gets Content.
 */
export function appLinksFor(user: UserProfile | null | undefined): readonly Required<ChromeLink>[] {
  const links = isTeamMember(user) ? APP_LINKS.filter((link) => !OWNER_MANAGED_PATHS.has(link.to)) : APP_LINKS;
  return user?.canEditContent === true ? [...links, CONTENT_LINK] : links;
}

export interface FooterColumn {
  heading: string;
  links: readonly ChromeLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Lead Capture', to: '/capture-builder' },
      { label: 'Templates', to: '/resources' },
      { label: 'Integrations', to: '/api-settings' },
    ],
  },
  {
    heading: 'Company',
    // Marketing content (footer-content.ts): the Footer puts the published or default links here.
    links: [],
  },
  {
    heading: 'Support',
    links: [{ label: 'Help Center' }, { label: 'API Docs' }, { label: 'Privacy Policy', to: '/privacy' }, { label: 'Terms of Service', to: '/terms' }],
  },
];
