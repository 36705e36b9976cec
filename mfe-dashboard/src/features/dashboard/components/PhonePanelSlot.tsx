import { useRemotePanel } from '@leadnest/remote-kit';
import { PHONE_PANEL_EXPOSE, type PhonePanelProps } from '@leadnest/remotes';
import { ButtonLink, Card, theme } from '@leadnest/ui';
import { Link } from 'react-router-dom';

/**
 * The AI Phone Receptionist panel (enterprise and agency plans, or the
 * brand's first name). The panel belongs to mfe-phone (`./PhonePanel`):
 * the shell loads and renders it at run time (a remote never imports
 * another remote). Where no shell is (this remote's own dev page), a card
 * links to the AI Phone page instead.
 */
export function PhonePanelSlot() {
  const renderRemotePanel = useRemotePanel();
  if (renderRemotePanel) {
    return (
      // The panel is mfe-phone's; on a phone its tab row may be wider than the screen, so it scrolls in here, not the page.
      <section aria-label="AI Phone Receptionist" data-testid="phone-panel-slot" style={{ minWidth: 0, overflowX: 'auto' }}>
        {renderRemotePanel<PhonePanelProps>({ remote: 'mfe_phone', expose: PHONE_PANEL_EXPOSE, props: { initialTab: 'overview' } })}
      </section>
    );
  }
  return (
    <Card as="section" aria-labelledby="phone-panel" data-testid="phone-panel-slot">
      <h2 id="phone-panel" style={{ margin: `0 0 ${theme.space.sm}`, fontSize: '1.125rem' }}>
        AI Phone Receptionist
      </h2>
      <p style={{ margin: `0 0 ${theme.space.md}`, color: theme.colors.textMuted }}>
        Your calls, campaigns and phone numbers are on the AI Phone page. A dedicated phone number is included in all plans; Enterprise allows up to 5 numbers.
      </p>
      <ButtonLink as={Link} to="/ai-phone" variant="secondary" size="sm">
        Open AI Phone
      </ButtonLink>
    </Card>
  );
}
