import type { HomeContent } from '@leadnest/contracts/marketing-content';
import { ButtonLink, Card, PageFrame, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const StyledSection = styled.section`
  margin-top: ${theme.space.xxl};
  h2 {
    margin: 0 0 ${theme.space.md};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  h3 {
    margin: 0 0 ${theme.space.sm};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const StyledChat = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  max-width: 36rem;
`;

const StyledBubble = styled.li<{ $ai: boolean }>`
  justify-self: ${(p) => (p.$ai ? 'start' : 'end')};
  max-width: 85%;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${(p) => (p.$ai ? theme.colors.brandSoft : theme.colors.brand)};
  color: ${(p) => (p.$ai ? theme.colors.text : '#fff')};
`;

const StyledStep = styled.span`
  display: inline-block;
  font-weight: 700;
  color: ${theme.colors.brand};
  margin-bottom: ${theme.space.xs};
`;

export interface HomePageViewProps {
  content: HomeContent;
}

/**
 * Home (landing): hero, sample chat, feature cards, how it works (spec part 1
 * §2), from its content: the published version, the released copy
 * (content/home.ts) or the editor's draft. The hero line is the page's h1.
 */
export function HomePageView({ content: C }: HomePageViewProps) {
  return (
    <PageFrame title={C.heading} subtitle={C.subtitle}>
      <StyledActions>
        <ButtonLink as={Link} to="/pricing">
          {C.primaryCta}
        </ButtonLink>
        <ButtonLink as={Link} to="/pricing" variant="secondary">
          {C.secondaryCta}
        </ButtonLink>
      </StyledActions>

      <StyledSection aria-labelledby="home-chat">
        <h2 id="home-chat">{C.chat.heading}</h2>
        <Card>
          <StyledChat aria-label="Sample conversation">
            {C.chat.messages.map((m, i) => (
              <StyledBubble key={i} $ai={m.from === 'ai'}>
                {m.text}
              </StyledBubble>
            ))}
          </StyledChat>
        </Card>
      </StyledSection>

      <StyledSection aria-labelledby="home-features">
        <h2 id="home-features">{C.features.heading}</h2>
        <StyledGrid>
          {C.features.cards.map((card, i) => (
            <Card key={i}>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </Card>
          ))}
        </StyledGrid>
      </StyledSection>

      <StyledSection aria-labelledby="home-how">
        <h2 id="home-how">{C.howItWorks.heading}</h2>
        <StyledGrid as="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {C.howItWorks.steps.map((step, i) => (
            <Card as="li" key={i}>
              <StyledStep>Step {i + 1}</StyledStep>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Card>
          ))}
        </StyledGrid>
      </StyledSection>
    </PageFrame>
  );
}
