export { LEAD_POOL_PATH, LeadOfferAlerts, leadOfferToast } from './LeadOfferAlerts';
export { NeedsAgentAlerts, needsAgentToast } from './NeedsAgentAlerts';
