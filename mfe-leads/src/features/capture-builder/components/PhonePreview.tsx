import { theme } from '@leadnest/ui';
import styled from 'styled-components';

import { BACKGROUNDS, BUTTON_COLORS, type CaptureDraft, FIELD_LABELS } from '../lib/presets';

export interface PhonePreviewProps {
  draft: CaptureDraft;
}

/** A phone-sized frame (about 375×667 scaled down). */
const StyledPhone = styled.div<{ $bg: string }>`
  width: 18rem;
  max-width: 100%;
  min-height: 32rem;
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md};
  border: 10px solid #111827;
  border-radius: 2rem;
  background: ${(p) => p.$bg};
  box-sizing: border-box;
`;

const StyledCard = styled.div`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: #fff;
  box-shadow: ${theme.shadows.popover};
`;

// Pictures of the public page's field and button (plain boxes, not
// controls): the preview shows the visitor's page, not our app's kit.
const StyledFakeField = styled.div`
  margin-top: ${theme.space.sm};
  padding: 0.5rem;
  border: 1px solid #d1d5db;
  border-radius: 6px;
  font-size: 0.8rem;
  color: #6b7280;
`;

const StyledFakeSubmit = styled.div<{ $color: string }>`
  margin-top: ${theme.space.md};
  padding: 0.6rem;
  border-radius: 6px;
  text-align: center;
  font-weight: 600;
  color: #fff;
  background: ${(p) => p.$color};
`;

/** What a visitor sees on a phone, updated as the form changes. */
export function PhonePreview({ draft }: PhonePreviewProps) {
  return (
    <StyledPhone $bg={BACKGROUNDS[draft.backgroundImage].css} data-testid="phone-preview" aria-label="Phone preview" role="figure">
      <StyledCard>
        <h3 style={{ margin: 0, fontSize: '1.1rem' }}>{draft.title || 'Your title'}</h3>
        {draft.description ? <p style={{ margin: `${theme.space.xs} 0 0`, fontSize: '0.85rem' }}>{draft.description}</p> : null}
        <StyledFakeField>Full name</StyledFakeField>
        {draft.fields.map((f) => (
          <StyledFakeField key={f}>{FIELD_LABELS[f]}</StyledFakeField>
        ))}
        <StyledFakeSubmit $color={BUTTON_COLORS[draft.buttonColor].css}>{draft.buttonText || 'Submit'}</StyledFakeSubmit>
      </StyledCard>
    </StyledPhone>
  );
}
