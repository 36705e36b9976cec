import { formatAllowance, formatUsd, TERMS_PLANS } from '@leadnest/plans';

import { TERMS_CONTENT } from '../../../content/terms';
import { LegalDocumentView } from './LegalDocumentView';

/** Terms of Service (/terms), effective August 14, 2025; text in content/terms.ts, plan prices from the `terms` reading. */
export function TermsPage() {
  return (
    <LegalDocumentView doc={TERMS_CONTENT}>
      <section>
        <h2>{TERMS_CONTENT.plansHeading}</h2>
        <p>{TERMS_CONTENT.plansIntro}</p>
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
