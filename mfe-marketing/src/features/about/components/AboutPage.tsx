import type { AboutContent } from '@leadnest/contracts/marketing-content';
import { Card, PageFrame, theme } from '@leadnest/ui';
import styled from 'styled-components';

const StyledTiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${theme.space.xl} 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const StyledValue = styled.strong`
  display: block;
  font-size: 2rem;
  color: ${theme.colors.brand};
`;

const StyledProse = styled.div`
  max-width: 48rem;
  p {
    line-height: 1.6;
  }
`;

export interface AboutPageViewProps {
  content: AboutContent;
}

/** About (/about): marketing copy, the capability tiles and the mission statement, from its content (released copy: content/about.ts). */
export function AboutPageView({ content: C }: AboutPageViewProps) {
  return (
    <PageFrame subtitle={C.subtitle}>
      <StyledProse>
        {C.intro.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </StyledProse>
      <StyledTiles aria-label="What we do">
        {C.tiles.map((tile, i) => (
          <Card as="li" key={i}>
            <StyledValue>{tile.value}</StyledValue>
            {tile.label}
          </Card>
        ))}
      </StyledTiles>
      <StyledProse as="section" aria-labelledby="about-mission">
        <h2 id="about-mission">{C.missionHeading}</h2>
        <p data-testid="mission-statement">{C.mission}</p>
      </StyledProse>
    </PageFrame>
  );
}
