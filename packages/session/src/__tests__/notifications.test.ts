import { describe, expect, it } from 'vitest';

import { type AppNotification, publishNotification, subscribeNotifications } from '../notifications';

describe('notification bridge', () => {
  it('delivers published notifications to subscribers until they unsubscribe', () => {
    const seen: AppNotification[] = [];
    const unsubscribe = subscribeNotifications((n) => seen.push(n));
    publishNotification({ title: 'Saved', description: 'Your settings were saved.' });
    unsubscribe();
    publishNotification({ title: 'Ignored' });
    expect(seen).toEqual([{ title: 'Saved', description: 'Your settings were saved.' }]);
    // Leave nothing waiting for the next test.
    subscribeNotifications(() => undefined)();
  });

  it('keeps only the newest notification published before anyone subscribed', () => {
    publishNotification({ title: 'Old' });
    publishNotification({ title: 'New', variant: 'destructive' });
    const seen: AppNotification[] = [];
    const unsubscribe = subscribeNotifications((n) => seen.push(n));
    expect(seen).toEqual([{ title: 'New', variant: 'destructive' }]);
    unsubscribe();
  });
});
