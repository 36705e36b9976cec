import { renderWithClient } from '@leadnest/remote-kit/testing';
import { screen } from '@testing-library/react';

import { IntegrationCard } from '../components/IntegrationCard';

describe('the phone card', () => {
  it('shows its number the way every screen does, not as stored', () => {
    renderWithClient(<IntegrationCard integration={{ platform: 'twilio', isActive: true, configured: true, account: '+15125550142', connectedAt: null }} />);
    expect(screen.getByText('Account: (512) 555-0142')).toBeVisible();
    expect(screen.queryByText(/\+15125550142/)).toBeNull();
  });
});
