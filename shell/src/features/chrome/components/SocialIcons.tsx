import { theme } from '@leadnest/ui';
import styled from 'styled-components';

// Simple 24×24 glyphs; inline so the footer costs no extra requests.
const ICONS = [
  {
    label: 'Twitter',
    path: 'M22 5.9c-.7.3-1.5.5-2.4.6.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2.1 2.8 3.9 2.9A8.3 8.3 0 0 1 2 18.4 11.7 11.7 0 0 0 8.3 20c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2.1z',
  },
  {
    label: 'LinkedIn',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zM9.5 9.75h3.8v1.5h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1v5.46h-4v-4.84c0-1.15-.02-2.64-1.6-2.64-1.62 0-1.86 1.26-1.86 2.56v4.92h-4z',
  },
  {
    label: 'Facebook',
    path: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.2c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z',
  },
] as const;

const StyledIcons = styled.div`
  display: flex;
  gap: ${theme.space.md};
  margin-top: ${theme.space.md};
  color: ${theme.colors.inverseText};
`;

/**
 * Social icons (twitter, linkedin, facebook). The spec gives them no target,
 * so they are labelled images, not links that go nowhere.
 */
export function SocialIcons() {
  return (
    <StyledIcons>
      {ICONS.map((icon) => (
        <svg key={icon.label} role="img" aria-label={icon.label} width="20" height="20" viewBox="0 0 24 24">
          <path d={icon.path} fill="currentColor" />
        </svg>
      ))}
    </StyledIcons>
  );
}
