import type { LegalContent } from '@leadnest/contracts/marketing-content';
import { PageFrame } from '@leadnest/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { formatEffectiveDate } from '../effective-date';

const StyledProse = styled.article`
  max-width: 48rem;
  line-height: 1.6;
  h2 {
    font-size: 1.2rem;
    margin: 1.5rem 0 0.5rem;
  }
`;

export interface LegalDocumentViewProps {
  doc: LegalContent;
  /** Shown after the introduction (the terms' plan list). */
  children?: ReactNode;
}

/** A legal page from its content: title (the route table's), effective date in words, sections. */
export function LegalDocumentView({ doc, children }: LegalDocumentViewProps) {
  return (
    <PageFrame subtitle={`Effective ${formatEffectiveDate(doc.effectiveDate)}`}>
      <StyledProse>
        <p>{doc.intro}</p>
        {children}
        {doc.sections.map((section, i) => (
          <section key={i}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p, j) => (
              <p key={j}>{p}</p>
            ))}
          </section>
        ))}
      </StyledProse>
    </PageFrame>
  );
}
