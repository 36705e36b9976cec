import type { MessageDeliveryDto } from '@leadnest/contracts';
import { theme } from '@leadnest/ui';
import styled from 'styled-components';

import { deliveryFailed, deliveryText } from '../lib/delivery';

const StyledDelivery = styled.span<{ $failed: boolean }>`
  display: block;
  margin-top: ${theme.space.xs};
  font-size: 0.75rem;
  text-align: end;
  color: ${(p) => (p.$failed ? theme.colors.danger : theme.colors.textMuted)};
`;

/** Under an outbound message: Sending…, Sent, Delivered, or Failed / Not delivered with the reason (updated live with the thread). */
export function MessageDelivery({ delivery }: { delivery: MessageDeliveryDto }) {
  return (
    <StyledDelivery $failed={deliveryFailed(delivery)} data-testid="delivery" data-status={delivery.status}>
      {deliveryText(delivery)}
    </StyledDelivery>
  );
}
