import { PHONE_PRICES_USD as P } from '@leadnest/contracts';
import { Card, theme } from '@leadnest/ui';

const ROWS = [
  ['Inbound calls', `$${P.inboundPerMinute} per minute`],
  ['Outbound calls', `$${P.outboundPerMinute} per minute`],
  ['AI assistant', `$${P.aiPerMinute.toFixed(2)} per minute`],
  ['Transcription', `$${P.transcriptionPerMinute} per minute`],
  ['SMS', `$${P.smsPerMessage} per message, each way`],
  ['Phone number', `about $${P.numberPerMonth} per month`],
  ['Number porting', `$${P.portingFee} one-time, about 7-10 business days (carrier approval 5-7)`],
] as const;

/** The pricing information card (spec part 2 §9); usage is added to the monthly subscription. */
export function PricingCard() {
  return (
    <Card>
      <h2 style={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1.125rem' }}>Pricing</h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${theme.space.xs} ${theme.space.md}`, margin: 0 }}>
        {ROWS.map(([what, price]) => (
          <div key={what} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{what}</dt>
            <dd style={{ margin: 0 }}>{price}</dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: `${theme.space.sm} 0 0`, color: theme.colors.textMuted, fontSize: '0.875rem' }}>Usage is added to your monthly subscription.</p>
    </Card>
  );
}
