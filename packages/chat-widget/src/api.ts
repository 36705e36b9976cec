import type { ConversationMessageDto, PublicChatInfo, PublicChatPoll, PublicChatReply } from '@leadnest/contracts';

/**
 * The widget's client of the public chat endpoints (contracts/public-chat.ts).
 * Only types come from @leadnest/contracts: importing its values would pull
 * zod into a script that must stay small, so the header name is repeated
 * here (a unit test pins it to the contract's constant).
 */
export type ChatMessage = ConversationMessageDto;
export type { PublicChatInfo, PublicChatPoll, PublicChatReply };

export const VISITOR_TOKEN_HEADER = 'X-Visitor-Token';

export const NETWORK_MESSAGE = 'We couldn’t reach the chat. Check your connection and try again.';
export const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** A failed call: `status` 0 is a network failure, otherwise the HTTP status; `message` is the server's when it sent one. */
export class ChatError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }

  /** Network failures and server faults are worth retrying as they are; 400 and 429 are not. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export interface ChatApi {
  info(): Promise<PublicChatInfo>;
  send(message: string, token: string | null, pageUrl?: string): Promise<PublicChatReply>;
  poll(after: number, token: string): Promise<PublicChatPoll>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The API of one agent at `origin` (the origin the widget script was loaded from). */
export function createApi(origin: string, agentId: string, fetchFn: Fetch = (url, init) => fetch(url, init)): ChatApi {
  const base = `${origin}/api/public/chat/${encodeURIComponent(agentId)}`;

  async function call<T>(path: string, token?: string | null, body?: object): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers[VISITOR_TOKEN_HEADER] = token;
    if (body) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      // No cookies: the visitor is known by the token only, never by a session of the product's origin.
      res = await fetchFn(base + path, { method: body ? 'POST' : 'GET', headers, body: body && JSON.stringify(body), credentials: 'omit', mode: 'cors' });
    } catch {
      throw new ChatError(NETWORK_MESSAGE, 0);
    }
    let data: (T & { message?: unknown }) | null = null;
    try {
      data = await res.json();
    } catch {
      // not JSON (a proxy's error page): the generic message below
    }
    if (!res.ok || !data) throw new ChatError(typeof data?.message === 'string' && data.message ? data.message : GENERIC_MESSAGE, res.status);
    return data;
  }

  return {
    info: () => call<PublicChatInfo>(''),
    send: (message, token, pageUrl) => call<PublicChatReply>('/messages', token, pageUrl ? { message, pageUrl: pageUrl.slice(0, 500) } : { message }),
    poll: (after, token) => call<PublicChatPoll>(`/messages?after=${after}`, token),
  };
}
