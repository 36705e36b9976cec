import type { IntegrationDto } from '@leadnest/contracts';
import { publishNotification } from '@leadnest/session';
import { useEffect, useRef } from 'react';

/**
 * A toast when the list shows Facebook pages to reconnect (Meta refused
 * their token; their messages wait, docs/decisions/0035-meta-direct-messages.md):
 * once for each set of such pages, not on every refetch.
 */
export function useReconnectNotice(integrations: readonly IntegrationDto[] | undefined): void {
  const told = useRef('');
  const names =
    integrations
      ?.find((i) => i.platform === 'facebook')
      ?.pages?.filter((p) => p.needsReconnect)
      .map((p) => p.pageName) ?? [];
  const key = names.join('\n');
  useEffect(() => {
    if (!key || key === told.current) return;
    told.current = key;
    const pages = key.split('\n');
    publishNotification({
      title: 'Reconnect Facebook',
      description: `${pages.length === 1 ? `${pages[0]} needs` : `${pages.join(', ')} need`} reconnecting: Facebook stopped accepting the connection. Messages are kept until you reconnect.`,
      variant: 'destructive',
    });
  }, [key]);
}
