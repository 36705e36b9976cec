import { BRAND_NAME, BRAND_TAGLINE } from '@leadnest/brand';
import { FOOTER_DEFAULT_CONTENT } from '@leadnest/contracts/marketing-content';
import { belowMd, theme } from '@leadnest/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { footerContentQueryOptions, footerLinkKind } from '../footer-content';
import { type ChromeLink, FOOTER_COLUMNS } from '../links';
import { SocialIcons } from './SocialIcons';

const StyledFooter = styled.footer`
  background: ${theme.colors.inverse};
  color: ${theme.colors.inverseText};
  font-size: 0.875rem;
`;

const StyledInner = styled.div`
  max-width: ${theme.contentWidth};
  margin: 0 auto;
  padding: ${theme.space.xxl} ${theme.space.md} ${theme.space.xl};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(3, 1fr);
  gap: ${theme.space.xl};

  ${belowMd} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledBrand = styled.div`
  color: #fff;
  font-size: 1.125rem;
  font-weight: 700;
`;

const StyledTagline = styled.p`
  margin: ${theme.space.sm} 0 0;
  max-width: 22rem;
`;

const StyledHeading = styled.h2`
  margin: 0 0 ${theme.space.md};
  color: #fff;
  font-size: 0.9375rem;
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: ${theme.space.sm};
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: #fff;
  }
`;

const StyledCopyright = styled.p`
  margin: ${theme.space.xl} 0 0;
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(203, 213, 225, 0.2);
  text-align: center;
`;

/** A footer entry: a router link for a path, a plain link for an https: or mailto: address, plain text for the spec's placeholders without a target. */
function FooterEntry({ label, to }: ChromeLink) {
  switch (footerLinkKind(to)) {
    case 'route':
      return <Link to={to!}>{label}</Link>;
    case 'external':
      return <a href={to}>{label}</a>;
    case 'text':
      return <span>{label}</span>;
  }
}

/**
 * The Company column's links: the published footer content, else (nothing
 * published, still loading, or not readable) the links the shell was
 * released with.
 */
function useCompanyLinks(): readonly ChromeLink[] {
  const { data } = useQuery(footerContentQueryOptions());
  return (data?.content ?? FOOTER_DEFAULT_CONTENT).companyLinks.map(({ label, href }) => ({ label, to: href }));
}

/** The four-column footer of spec part 1 §2, with the brand line and the copyright; the Company column is marketing content. */
export function Footer() {
  const year = new Date().getFullYear();
  const companyLinks = useCompanyLinks();
  const columns = FOOTER_COLUMNS.map((column) => (column.heading === 'Company' ? { ...column, links: companyLinks } : column));
  return (
    <StyledFooter data-testid="shell-footer">
      <StyledInner>
        <StyledColumns>
          <div>
            <StyledBrand>{BRAND_NAME}</StyledBrand>
            <StyledTagline>{BRAND_TAGLINE}</StyledTagline>
            <SocialIcons />
          </div>
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <StyledHeading>{column.heading}</StyledHeading>
              <StyledList>
                {column.links.map((link, i) => (
                  <li key={i}>
                    <FooterEntry {...link} />
                  </li>
                ))}
              </StyledList>
            </nav>
          ))}
        </StyledColumns>
        <StyledCopyright>
          © {year} {BRAND_NAME}. All rights reserved.
        </StyledCopyright>
      </StyledInner>
    </StyledFooter>
  );
}
