/**
 * @leadnest/contracts: what the browser and the API agree on. Request
 * schemas (zod) are validated by the API's validate() and used by the forms;
 * response types describe what the API answers.
 */
// First: zod's configuration must be set before any schema below is built (zod-config.ts).
import './zod-config';

export * from './constants';
export * from './messages';
export * from './fields';
export * from './auth';
export * from './profile';
export * from './user';
export * from './uploads';
export * from './leads';
export * from './capture-pages';
export * from './assistant';
export * from './conversations';
export * from './appointments';
export * from './dashboard';
export * from './public-chat';
export * from './api-keys';
export * from './billing';
export * from './phone';
export * from './passwords';
export * from './account';
export * from './campaigns';
export * from './availability';
export * from './integrations';
export * from './ai-settings';
export * from './templates';
export * from './analytics';
export * from './deal';
export * from './analytics-roi';
export * from './lead-timeline';
export * from './lead-consent';
export * from './follow-ups';
export * from './leads-bulk';
export * from './crm';
export * from './mailchimp';
export * from './team';
export * from './session-probe';
