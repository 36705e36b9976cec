import { VISITOR_TOKEN_HEADER as CONTRACT_HEADER } from '@leadnest/contracts';

import { ChatError, createApi, GENERIC_MESSAGE, NETWORK_MESSAGE, VISITOR_TOKEN_HEADER } from '../api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApi', () => {
  it('uses the contract’s visitor token header', () => {
    expect(VISITOR_TOKEN_HEADER).toBe(CONTRACT_HEADER);
  });

  it('calls the agent’s public endpoints on the script’s origin, without cookies, with the token once known', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { visitorToken: 't', messages: [], agentActive: false }));
    const api = createApi('https://app.example.com', 'agent/1', fetch);
    await api.send('Hello', null, 'https://site.example/listing?id=1');
    await api.send('Again', 'tok');
    await api.poll(7, 'tok');
    await api.info();
    const [first, second, poll, info] = fetch.mock.calls;
    expect(first![0]).toBe('https://app.example.com/api/public/chat/agent%2F1/messages');
    expect(first![1]).toMatchObject({ method: 'POST', credentials: 'omit', mode: 'cors', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(first![1].body))).toEqual({ message: 'Hello', pageUrl: 'https://site.example/listing?id=1' });
    expect(second![1].headers).toEqual({ 'Content-Type': 'application/json', 'X-Visitor-Token': 'tok' });
    expect(JSON.parse(String(second![1].body))).toEqual({ message: 'Again' });
    expect(poll![0]).toBe('https://app.example.com/api/public/chat/agent%2F1/messages?after=7');
    expect(poll![1]).toMatchObject({ method: 'GET', headers: { 'X-Visitor-Token': 'tok' }, body: undefined });
    expect(info![0]).toBe('https://app.example.com/api/public/chat/agent%2F1');
  });

  it('caps pageUrl at the contract’s 500 characters', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { visitorToken: 't', messages: [], agentActive: false }));
    await createApi('https://a.example', 'agent_1', fetch).send('Hi', null, `https://site.example/${'x'.repeat(600)}`);
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body)).pageUrl).toHaveLength(500);
  });

  it('turns failures into ChatError: the server’s message, a network message, or a generic one', async () => {
    const answer = (res: () => Promise<Response>) =>
      createApi('https://a.example', 'agent_1', res)
        .info()
        .then(
          () => {
            throw new Error('expected a failure');
          },
          (e: unknown) => e as ChatError,
        );
    const limited = await answer(async () => json(429, { message: 'You are sending messages too quickly.' }));
    expect(limited).toBeInstanceOf(ChatError);
    expect([limited.status, limited.message, limited.retryable]).toEqual([429, 'You are sending messages too quickly.', false]);
    const offline = await answer(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect([offline.status, offline.message, offline.retryable]).toEqual([0, NETWORK_MESSAGE, true]);
    const proxy = await answer(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect([proxy.status, proxy.message, proxy.retryable]).toEqual([502, GENERIC_MESSAGE, true]);
    const empty = await answer(async () => json(400, {}));
    expect([empty.status, empty.message]).toEqual([400, GENERIC_MESSAGE]);
  });
});
