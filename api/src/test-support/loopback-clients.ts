import http from 'node:http';

import type Koa from 'koa';
import supertest from 'supertest';

/**
 * The app on a real socket at 127.0.0.1, and clients that connect from a
 * loopback source address of the test's choosing (127.0.0.2, 127.0.0.3…:
 * all of 127.0.0.0/8 is this machine on Linux). The app then sees a
 * different client IP per client without trusting X-Forwarded-For, as a
 * flood from several machines would look to it.
 */
export interface LoopbackClients {
  /** Requests from `address`, e.g. '127.0.0.2'. */
  from(address: string): LoopbackClient;
  close(): Promise<void>;
}

export interface LoopbackClient {
  get(path: string): supertest.Test;
  post(path: string): supertest.Test;
}

export async function loopbackClients(app: Koa): Promise<LoopbackClients> {
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agents = new Map<string, http.Agent>();
  const agentFor = (address: string) => {
    let agent = agents.get(address);
    if (!agent) agents.set(address, (agent = new http.Agent({ localAddress: address })));
    return agent;
  };
  return {
    from(address) {
      const http = supertest(server);
      return {
        get: (path) => http.get(path).agent(agentFor(address)),
        post: (path) => http.post(path).agent(agentFor(address)),
      };
    },
    async close() {
      for (const agent of agents.values()) agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
