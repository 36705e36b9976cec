import { CONTENT_PAGE_PATHS, type ContentOf, type ContentPage, type FooterContent } from '@leadnest/contracts/marketing-content';
import { matchRoute } from '@leadnest/remotes';
import { PageTitleContext, theme } from '@leadnest/ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';

import type { ContentPreviews } from '../content-defaults';

const StyledFrame = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  overflow: hidden;
`;

const StyledBar = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  color: ${theme.colors.textMuted};
  font-size: 0.8rem;
`;

const StyledFooter = styled.footer`
  padding: ${theme.space.lg};
  background: ${theme.colors.inverse};
  color: ${theme.colors.inverseText};
  font-size: 0.875rem;
  h2 {
    margin: 0 0 ${theme.space.md};
    color: #fff;
    font-size: 0.9375rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space.sm};
  }
  a {
    color: inherit;
  }
`;

/** The footer's Company column as the shell shows it (the footer itself is the shell's, not this remote's). */
function FooterPreview({ content }: { content: FooterContent }) {
  return (
    <StyledFooter aria-label="Footer preview">
      <h2>Company</h2>
      <ul>
        {content.companyLinks.map((link, i) => (
          <li key={i}>{link.href ? <a href={link.href}>{link.label}</a> : <span>{link.label}</span>}</li>
        ))}
      </ul>
    </StyledFooter>
  );
}

export interface PreviewPaneProps<P extends ContentPage> {
  page: P;
  content: ContentOf<P>;
  previews: ContentPreviews;
}

/**
 * The page's real view with the values being edited, under the page's
 * route title, inert (its links and form do nothing here).
 */
export function PreviewPane<P extends ContentPage>({ page, content, previews }: PreviewPaneProps<P>) {
  const path = CONTENT_PAGE_PATHS[page];
  const View = page === 'footer' ? null : (previews[page as Exclude<ContentPage, 'footer'>] as ComponentType<{ content: ContentOf<P> }>);
  return (
    <StyledFrame data-testid="content-preview">
      <StyledBar>
        {path ? `Preview of ${path} with your changes` : 'Preview of the footer’s Company column with your changes (it shows on every page)'}
      </StyledBar>
      <div inert>
        <PageTitleContext.Provider value={path ? matchRoute(path)?.title : undefined}>
          {View ? <View content={content} /> : <FooterPreview content={content as FooterContent} />}
        </PageTitleContext.Provider>
      </div>
    </StyledFrame>
  );
}
