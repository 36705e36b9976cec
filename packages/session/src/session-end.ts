import type { BroadcastChannelConstructor, BroadcastChannelLike } from './conversation-events';

/**
 * How a tab learns that its session is over, and tells the other tabs.
 *
 * - Every API answer goes through `throwIfNotOk` (request.ts): a 401 there
 *   is reported to the listeners here. The shell's session layer is the one
 *   listener (STYLE.md: a 401 is decided in one place); it signs the tab
 *   out only when the tab believed it was signed in, so a visitor's 401s
 *   change nothing.
 * - A 401 that answers a credential check (a wrong password on the sign-in
 *   form, a wrong admin passcode) says nothing about the session and is not
 *   reported.
 * - Tabs of one browser share the `leadnest-session` BroadcastChannel: a
 *   tab that signs out (logout, or a 401) says so, and the others follow.
 */
export const SESSION_ENDED_NOTICE = 'Your session ended. Please sign in again.';
export const SESSION_CHANNEL = 'leadnest-session';

/** The API's codes for a wrong password or passcode (api/src/modules/auth/auth.errors.ts). */
const CREDENTIAL_CHECK_CODES: ReadonlySet<string> = new Set(['INVALID_CREDENTIALS', 'INVALID_PASSCODE']);

function errorCode(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string') return parsed.code;
  } catch {
    // Not JSON (a proxy's page, an empty body): no code.
  }
  return undefined;
}

/** A 401 that means "no session", not "wrong password". */
export function isSessionEndedAnswer(status: number, body: string): boolean {
  if (status !== 401) return false;
  const code = errorCode(body);
  return code === undefined || !CREDENTIAL_CHECK_CODES.has(code);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called by the request helper for every session-ended answer. */
export function reportUnauthorized(): void {
  for (const listener of [...unauthorizedListeners]) listener();
}

/** The shell listens here; answers the unsubscribe. */
export function subscribeUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** What /login is opened with (router state) when the session ended; the sign-in page shows the notice. */
export interface SessionEndedState {
  sessionEnded: true;
}
export const SESSION_ENDED_STATE: SessionEndedState = { sessionEnded: true };

/** True for the router state the shell opens /login with when the session ended. */
export function isSessionEndedState(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && (state as Partial<SessionEndedState>).sessionEnded === true);
}

/**
 * The notice also survives in this tab's sessionStorage until /login shows
 * it: the access guard, rendered once more for the page being left as the
 * user is forgotten, opens /login again without the router state.
 */
const ENDED_KEY = 'leadnest.session-ended';

export function rememberSessionEnded(): void {
  try {
    sessionStorage.setItem(ENDED_KEY, '1');
  } catch {
    // Storage refused (private mode): the router state still carries the notice.
  }
}

/** Whether /login opens with the "Your session ended" notice. */
export function sessionEndedNoticeDue(state: unknown): boolean {
  try {
    if (sessionStorage.getItem(ENDED_KEY) === '1') return true;
  } catch {
    // No storage: the router state alone decides.
  }
  return isSessionEndedState(state);
}

/** The notice was shown: a later visit to /login opens without it. */
export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(ENDED_KEY);
  } catch {
    // Nothing was stored.
  }
}

interface SignedOutMessage {
  type: 'signed-out';
}

function browserChannel(): BroadcastChannelConstructor | undefined {
  return (globalThis as { BroadcastChannel?: BroadcastChannelConstructor }).BroadcastChannel;
}

/**
 * The page's one channel, both to announce and to listen on: a
 * BroadcastChannel never delivers to itself, so a tab does not hear its own
 * sign-out (a second channel object in the same page would). Opened on
 * first use, kept for the page's life; a different constructor (a test's
 * fake browser) gets its own.
 */
interface PageChannel {
  channel: BroadcastChannelLike;
  listeners: Set<() => void>;
}
const pageChannels = new Map<BroadcastChannelConstructor, PageChannel>();

function pageChannel(Channel: BroadcastChannelConstructor): PageChannel {
  let page = pageChannels.get(Channel);
  if (!page) {
    const channel = new Channel(SESSION_CHANNEL);
    const listeners = new Set<() => void>();
    channel.onmessage = ({ data }) => {
      if ((data as Partial<SignedOutMessage> | null)?.type !== 'signed-out') return;
      for (const listener of [...listeners]) listener();
    };
    page = { channel, listeners };
    pageChannels.set(Channel, page);
  }
  return page;
}

/** Tells the other tabs of this browser that the session is over. Without BroadcastChannel, nothing is sent. */
export function announceSignedOut(Channel: BroadcastChannelConstructor | undefined = browserChannel()): void {
  if (!Channel) return;
  pageChannel(Channel).channel.postMessage({ type: 'signed-out' } satisfies SignedOutMessage);
}

/** Listens for another tab's sign-out; answers the unsubscribe. Without BroadcastChannel, nothing is heard. */
export function subscribeSignedOutElsewhere(listener: () => void, Channel: BroadcastChannelConstructor | undefined = browserChannel()): () => void {
  if (!Channel) return () => undefined;
  const { listeners } = pageChannel(Channel);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
