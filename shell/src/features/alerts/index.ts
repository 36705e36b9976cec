export { NeedsAgentAlerts, needsAgentToast } from './NeedsAgentAlerts';
