import type { FooterContent } from '@leadnest/contracts/marketing-content';

/**
 * The footer's Company links as the shell was released with them, the
 * editor's starting point until a footer is published. The footer itself is
 * the shell's (shell/src/features/chrome/footer-content.ts holds the same
 * defaults; a remote never imports the shell): keep the two alike.
 */
export const FOOTER_CONTENT: FooterContent = {
  companyLinks: [{ label: 'About', href: '/about' }, { label: 'Careers' }, { label: 'Press' }, { label: 'Contact' }],
};
