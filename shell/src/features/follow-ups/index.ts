export { FollowUpsBadge, FOLLOW_UP_POLL_MS, reminderToast } from './FollowUpsBadge';
