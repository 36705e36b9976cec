import { FOOTER_DEFAULT_CONTENT, type FooterContent } from '@leadnest/contracts/marketing-content';

/** The footer's Company links the editor starts from until a footer is published: the contract's defaults, which the shell shows too. */
export const FOOTER_CONTENT: FooterContent = FOOTER_DEFAULT_CONTENT;
