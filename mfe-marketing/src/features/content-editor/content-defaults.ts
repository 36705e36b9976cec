import type { ContentOf, ContentPage } from '@leadnest/contracts/marketing-content';
import { FOOTER_DEFAULT_CONTENT } from '@leadnest/contracts/marketing-content';
import type { ComponentType } from 'react';

import { ABOUT_CONTENT } from '../../content/about';
import { HOME_CONTENT } from '../../content/home';
import { PRICING_CONTENT } from '../../content/pricing';
import { PRIVACY_CONTENT } from '../../content/privacy';
import { TERMS_CONTENT } from '../../content/terms';

/** The copy each document was released with: where editing starts when nothing is saved or published. */
export const RELEASED_CONTENT: { [P in ContentPage]: ContentOf<P> } = {
  home: HOME_CONTENT,
  pricing: PRICING_CONTENT,
  about: ABOUT_CONTENT,
  privacy: PRIVACY_CONTENT,
  terms: TERMS_CONTENT,
  footer: FOOTER_DEFAULT_CONTENT,
};

/** A public page's documents (all but the footer, which is the shell's). */
export type PageDocument = Exclude<ContentPage, 'footer'>;

/**
 * The real views of the public pages, given by the page that composes the
 * editor (src/pages/ContentEditorPage.tsx: a feature never imports another),
 * so the preview is exactly what visitors will see.
 */
export type ContentPreviews = { [P in PageDocument]: ComponentType<{ content: ContentOf<P> }> };
