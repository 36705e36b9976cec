import type http from 'node:http';

import { WebSocketServer } from 'ws';

import type { AppLogger } from '../../lib/logger.js';
import { RelaySession } from './relay-session.js';
import { callForRelay, RELAY_PATH } from './voice.service.js';

/**
 * Twilio ConversationRelay's WebSocket on the API's own HTTP
 * server: an upgrade to /api/twilio/relay is accepted only with the call's
 * one-time token that our TwiML put in the URL (so only Twilio, which got
 * that TwiML over a signed webhook, can open it), for a call still running.
 * Returns a function that closes every open relay (shutdown).
 */
export function attachTwilioRelay(server: http.Server, logger: AppLogger): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://relay.invalid');
    if (url.pathname !== RELAY_PATH) {
      // Nobody else listens for upgrades: refuse instead of leaving the socket hanging.
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    callForRelay(url.searchParams.get('callSid') ?? '', url.searchParams.get('token') ?? '')
      .then((call) => {
        if (!call) {
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => new RelaySession(ws, call, logger));
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'relay upgrade failed');
        socket.destroy();
      });
  });
  return () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
