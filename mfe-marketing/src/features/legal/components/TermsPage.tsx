import type { TermsContent } from '@leadnest/contracts/marketing-content';
import { formatAllowance, formatUsd, TERMS_PLANS } from '@leadnest/plans';

import { LegalDocumentView } from './LegalDocumentView';

export interface TermsPageViewProps {
  content: TermsContent;
}

/** Terms of Service (/terms) from its content (released copy: content/terms.ts); plan prices from the `terms` reading. */
export function TermsPageView({ content }: TermsPageViewProps) {
  return (
    <LegalDocumentView doc={content}>
      <section>
        <h2>{content.plansHeading}</h2>
        <p>{content.plansIntro}</p>
        <ul aria-label="Plans in the terms">
          {TERMS_PLANS.map((plan) => (
            <li key={plan.tier}>
              {plan.name}: {formatUsd(plan.priceUsd)} per month, {formatAllowance(plan.aiCallsPerMonth)} AI calls
            </li>
          ))}
        </ul>
      </section>
    </LegalDocumentView>
  );
}
