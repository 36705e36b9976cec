/**
 * `./PhonePanel`: the dashboard's AI Phone Receptionist panel. Its props are
 * the contract in @leadnest/remotes (PhonePanelProps); the host renders it
 * signed in, inside its QueryClientProvider.
 */
import { PhonePanel } from '../features/ai-phone/components/PhonePanel';

export type { PhonePanelProps, PhonePanelTab } from '@leadnest/remotes';
export default PhonePanel;
