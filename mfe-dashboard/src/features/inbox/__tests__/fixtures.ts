/**
 * The conversation the inbox tests open: one lead, Casey Park, whose thread
 * the agent has taken over, and the session the shell seeds for the page.
 * Each test changes only what it is about (`conversationRow({ status: … })`).
 */
export const CONVERSATION_ID = 'a'.repeat(24);

export const AGENT = { id: 'u1', firstName: 'Jane', plan: 'professional' as const };

export function conversationRow(overrides: Record<string, unknown> = {}) {
  return {
    id: CONVERSATION_ID,
    leadId: 'b'.repeat(24),
    leadName: 'Casey Park',
    platform: 'website',
    leadScore: 'warm',
    score: 50,
    status: 'taken-over',
    lastMessage: 'hi',
    updatedAt: new Date().toISOString(),
    aiPaused: true,
    leadStage: 'contacted',
    unread: false,
    ...overrides,
  };
}

/** What the assistant understood of Casey: a buyer, nothing more unless a test says so. */
export function understoodOf(overrides: Record<string, unknown> = {}) {
  return { intent: 'buy', budget: {}, areas: [], financing: 'unknown', contact: {}, optOut: false, wantsHuman: false, ...overrides };
}
