import type { AppLogger } from './lib/logger.js';
import { migrateAgentSettings } from './modules/agent-settings/settings-migration.js';
import { startAnalytics } from './modules/analytics/rollups/rollup-startup.js';
import { backfillDialStates, warmDialIndex } from './modules/dialer/dial-state.backfill.js';
import { giveOldLeadsToOwners } from './modules/leads/assignment/assignee-backfill.js';
import { backfillSearchKeysOnce } from './modules/leads/leads.service.js';
import { startLeadRescoring } from './modules/leads/score/lead-rescore.job.js';
import { scheduleMailsWithoutJob } from './modules/outbox/outbox.service.js';
import { migrateToTeams } from './modules/teams/team-migration.js';

/**
 * What runs once per start of the product, in the background: backfills of
 * fields added later and schedules stored as jobs. With several API workers
 * only the first does it (docs/decisions/0031-many-api-processes.md); each
 * piece is also safe to run twice (it skips what is done), so a worker that
 * restarts and runs it again changes nothing.
 */
export function runStartupWork(logger: AppLogger): void {
  // Analytics: closed-deal dates backfilled once, indexes warmed, missing daily rollups scheduled.
  startAnalytics(logger).catch((err: unknown) => logger.warn({ err }, 'analytics: start-up work failed; it runs again at the next start'));
  // Accounts stored before the agent's settings had their own collection: the settings move there once
  // (docs/decisions/0033-identity-and-agent-settings.md); until then each account's first read or write moves its own.
  migrateAgentSettings().then(
    (n) => n > 0 && logger.info({ users: n }, 'agent-settings: settings moved out of the users collection'),
    (err: unknown) => logger.warn({ err }, 'agent-settings: settings migration failed; it runs again at the next start'),
  );
  // Campaign contacts stored before the dialer's index fields get them once; until then the dialer does not read them.
  backfillDialStates()
    .then((n) => n > 0 && logger.info({ contacts: n }, 'dialer: dial states backfilled'))
    .then(warmDialIndex)
    .catch((err: unknown) => logger.warn({ err }, 'dialer: dial-state backfill failed; it runs again at the next start'));
  // Score recency: stored scores under the current rule once, and the hourly rescoring job stored.
  startLeadRescoring(logger).catch((err: unknown) => logger.warn({ err }, 'leads: rescoring start-up failed; it runs again at the next start'));
  // Mails stored before delivery was a durable job get their job (due now); the runner sends them.
  scheduleMailsWithoutJob().then(
    (n) => n > 0 && logger.info({ mails: n }, 'outbox: delivery jobs stored for waiting mails'),
    (err: unknown) => logger.warn({ err }, 'outbox: could not schedule waiting mails; it runs again at the next start'),
  );
  // Teams (docs/decisions/0034-teams.md): every agent from before owns a team of one, and their leads stay theirs.
  migrateToTeams()
    .then((n) => n > 0 && logger.info({ teams: n }, 'teams: a team of one stored for each agent who had none'))
    .then(giveOldLeadsToOwners)
    .then((n) => n && n > 0 && logger.info({ leads: n }, 'teams: leads from before teams given to their owners'))
    .catch((err: unknown) => logger.warn({ err }, 'teams: migration failed; it runs again at the next start'));
  // Leads stored before the search box's keys existed get them; the first search waits for it too.
  backfillSearchKeysOnce().then(
    (n) => n > 0 && logger.info({ leads: n }, 'leads: search keys backfilled'),
    (err: unknown) => logger.warn({ err }, 'leads: search-key backfill failed; the next search or start runs it again'),
  );
}
