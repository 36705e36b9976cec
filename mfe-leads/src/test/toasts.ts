import { subscribeNotifications, type AppNotification } from '@leadnest/session';

/** Every toast the test raised, in order: emptied before each test, unsubscribed (and globals unstubbed) after. */
export function captureToasts(): AppNotification[] {
  const toasts: AppNotification[] = [];
  let unsubscribe: () => void = () => undefined;
  beforeEach(() => {
    toasts.length = 0;
    unsubscribe = subscribeNotifications((n) => toasts.push(n));
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });
  return toasts;
}
