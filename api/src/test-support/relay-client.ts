import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type Koa from 'koa';

import type { AppLogger } from '../lib/logger.js';
import { attachTwilioRelay } from '../modules/voice/relay.js';

/** The app on a real HTTP server on 127.0.0.1 with the ConversationRelay WebSocket attached, as start.ts does. */
export async function startRelayServer(app: Koa, logger: AppLogger): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer(app.callback());
  const closeRelays = attachTwilioRelay(server, logger);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `ws://127.0.0.1:${port}`,
    async close() {
      closeRelays();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
