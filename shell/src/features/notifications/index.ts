export { Notifications, NOTIFICATIONS_HOTKEY } from './components/Notifications';
export { notify, NOTIFICATION_DURATION_MS } from './notify';
export type { NotifyOptions } from './notify';
