import { type StaticTemplate, TEMPLATE_CATEGORY_LABELS } from '@leadnest/contracts';
import { Badge, Button, Card, theme } from '@leadnest/ui';
import styled from 'styled-components';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${theme.space.sm};
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  align-items: center;
`;

export interface TemplateCardProps {
  template: StaticTemplate;
  favourite: boolean;
  busy: boolean;
  onPreview: () => void;
  onUse: () => void;
  onFavourite: () => void;
}

export function TemplateCard({ template, favourite, busy, onPreview, onUse, onFavourite }: TemplateCardProps) {
  return (
    <StyledCard as="article" aria-labelledby={`template-${template.id}`}>
      <StyledRow>
        <Badge tone="blue">{TEMPLATE_CATEGORY_LABELS[template.category]}</Badge>
        {template.tags.map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
      </StyledRow>
      <h2 id={`template-${template.id}`}>{template.name}</h2>
      <p>{template.description}</p>
      <StyledRow>
        <Button size="sm" variant="secondary" onClick={onPreview}>
          Preview
        </Button>
        <Button size="sm" onClick={onUse} disabled={busy}>
          Use
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={favourite} onClick={onFavourite}>
          {favourite ? '★ Favourite' : '☆ Favourite'}
        </Button>
      </StyledRow>
    </StyledCard>
  );
}
