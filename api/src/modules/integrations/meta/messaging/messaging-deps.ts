import type { AppLogger } from '../../../../lib/logger.js';
import type { Outbox } from '../../../outbox/outbox.service.js';
import type { MetaEnv } from '../meta-graph.js';

/** What the messaging jobs and the inbox delivery are given where the app is composed (api/src/compose.ts). */
export interface MessagingDeps {
  env: MetaEnv;
  logger: Pick<AppLogger, 'warn' | 'error'>;
  outbox: Outbox;
  /** The app's public address, for the link in the reconnect mail. */
  baseUrl: string;
}
