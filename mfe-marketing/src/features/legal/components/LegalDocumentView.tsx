import { PageFrame } from '@leadnest/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import type { LegalDocument } from '../../../content/legal';

const StyledProse = styled.article`
  max-width: 48rem;
  line-height: 1.6;
  h2 {
    font-size: 1.2rem;
    margin: 1.5rem 0 0.5rem;
  }
`;

export interface LegalDocumentViewProps {
  doc: LegalDocument;
  /** Shown after the introduction (the terms' plan list). */
  children?: ReactNode;
}

/** A legal page from its content file: title, effective date, sections. */
export function LegalDocumentView({ doc, children }: LegalDocumentViewProps) {
  return (
    <PageFrame subtitle={`Effective ${doc.effectiveDate}`}>
      <StyledProse>
        <p>{doc.intro}</p>
        {children}
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </StyledProse>
    </PageFrame>
  );
}
