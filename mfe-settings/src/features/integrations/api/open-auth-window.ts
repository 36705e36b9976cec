import { INTEGRATION_MESSAGES, type OAuthPlatform } from '@leadnest/contracts';
import { publishNotification, serverMessage } from '@leadnest/session';
import { fetchAuthUrl } from './integrations';

/**
 * Connect (spec part 2 §4): asks the server for the authorization URL and
 * opens it in a window; when popups are blocked it sends the whole tab
 * there (the callback then comes back to /api-settings), and when even that
 * is refused it shows the URL to copy.
 */
export async function openAuthWindow(platform: OAuthPlatform): Promise<void> {
  let authUrl: string | undefined;
  try {
    authUrl = await fetchAuthUrl(platform);
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
