import { INTEGRATION_MESSAGES, INTEGRATION_WINDOW_MESSAGE, type OAuthPlatform } from '@leadnest/contracts';
// Through the package root, not './notifications': this entry is bundled into each remote that uses it,
// while the root is the shared singleton whose notification bus the shell listens to.
import { apiRequest, publishNotification, readJson, serverMessage } from '@leadnest/session';
import { useEffect, useRef } from 'react';

/**
 * Connecting an account (spec part 2 §4), shared by /api-settings and
 * onboarding's Connect buttons: GET /api/integrations/{platform}/connect
 * → {authUrl}, opened in a window; when popups are blocked the whole tab
 * goes there (the callback then comes back to /api-settings), and when even
 * that is refused the URL is shown to copy. Its own entry
 * (`@leadnest/session/connect-account`), so the shell never carries it.
 */
export async function openAuthWindow(platform: OAuthPlatform): Promise<void> {
  let authUrl: string | undefined;
  try {
    authUrl = (await readJson<{ authUrl?: string }>(await apiRequest('GET', `/api/integrations/${platform}/connect`)))?.authUrl;
  } catch (error) {
    publishNotification({ title: 'Connection Failed', description: serverMessage(error) ?? INTEGRATION_MESSAGES.connectionFailed, variant: 'destructive' });
    return;
  }
  if (!authUrl) {
    publishNotification({ title: 'OAuth Error', description: INTEGRATION_MESSAGES.oauthError, variant: 'destructive' });
    return;
  }
  const popup = window.open(authUrl, `leadnest-${platform}`, 'width=520,height=680');
  if (popup) return;
  try {
    (window.top ?? window).location.assign(authUrl);
  } catch {
    publishNotification({ title: 'Popup Blocked', description: INTEGRATION_MESSAGES.popupBlocked(authUrl), variant: 'destructive' });
  }
}

/** The OAuth window says when it is done (from /api-settings' landing): a toast either way, then `onDone` (e.g. read the list again). */
export function useAuthWindowResult(onDone?: () => void): void {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data?.type !== INTEGRATION_WINDOW_MESSAGE) return;
      if (event.data.ok) publishNotification({ title: 'Connected', description: `${event.data.name} is connected.` });
      else
        publishNotification({ title: 'Connection Failed', description: event.data.message ?? INTEGRATION_MESSAGES.connectionFailed, variant: 'destructive' });
      done.current?.();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
