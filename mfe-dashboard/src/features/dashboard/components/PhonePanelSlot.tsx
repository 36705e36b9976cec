import { Link } from 'react-router-dom';
import { ButtonLink, Card, theme } from '@leadnest/ui';

/**
 * Where the AI Phone Receptionist panel goes (enterprise and agency plans,
 * or the brand's first name). The panel itself belongs to mfe-phone and is
 * to be loaded at run time through the shell (a remote never imports
 * another remote); until mfe-phone exposes it, this says so.
 */
export function PhonePanelSlot() {
  return (
    <Card as="section" aria-labelledby="phone-panel" data-testid="phone-panel-slot">
      <h2 id="phone-panel" style={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1.125rem' }}>
        AI Phone Receptionist
      </h2>
      <p style={{ margin: `0 0 ${theme.space.md}`, color: theme.colors.textMuted }}>
        Coming soon: your calls, campaigns and phone numbers right here on the dashboard. A dedicated phone number is included in all plans; Enterprise allows up to 5 numbers.
      </p>
      <ButtonLink as={Link} to="/ai-phone" variant="secondary" size="sm">
        Open AI Phone
      </ButtonLink>
    </Card>
  );
}
