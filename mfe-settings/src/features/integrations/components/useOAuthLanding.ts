import { INTEGRATION_MESSAGES, INTEGRATION_NAMES, INTEGRATION_WINDOW_MESSAGE, type IntegrationPlatform } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The provider's callback lands on /api-settings?integration=…&status=….
 * In the OAuth window, this tells the page that opened it and closes; when
 * the connect went through the whole tab (popups blocked), it shows the
 * outcome here and clears the address.
 */
export function useOAuthLanding(onDone: () => void): void {
  const [params, setParams] = useSearchParams();
  const platform = params.get('integration') as IntegrationPlatform | null;
  const status = params.get('status');
  const message = params.get('message');
  useEffect(() => {
    if (!platform || !status || !(platform in INTEGRATION_NAMES)) return;
    const ok = status === 'connected';
    const name = INTEGRATION_NAMES[platform];
    if (window.opener && window.opener !== window) {
      (window.opener as Window).postMessage({ type: INTEGRATION_WINDOW_MESSAGE, ok, name, message }, window.location.origin);
      window.close();
      return;
    }
    if (ok) publishNotification({ title: 'Connected', description: `${name} is connected.` });
    else publishNotification({ title: 'Connection Failed', description: message ?? INTEGRATION_MESSAGES.connectionFailed, variant: 'destructive' });
    onDone();
    setParams({}, { replace: true });
  }, [platform, status, message, onDone, setParams]);
}
