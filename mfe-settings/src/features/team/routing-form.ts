import { ALL_LEAD_SOURCES, type LeadSource, type RoutingMode, type TeamRoutingDto, TeamRoutingInput } from '@leadnest/contracts';

/** How each source reads in the rule editor. */
export const SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  website: 'Website',
  sms: 'SMS',
  email: 'Email',
  phone: 'Phone',
};

/** One rule row as typed: numbers and areas stay text until saved, so a half-typed value is not lost. */
export interface RuleDraft {
  /** React's key for the row; never sent. */
  key: string;
  sources: LeadSource[];
  /** Comma-separated. */
  areas: string;
  minBudget: string;
  maxBudget: string;
  memberIds: string[];
}

export interface RoutingDraft {
  mode: RoutingMode;
  claimWindowMinutes: string;
  reassignAfterMinutes: string;
  rules: RuleDraft[];
}

let nextKey = 0;
const newKey = () => `rule-${++nextKey}`;

export function emptyRule(): RuleDraft {
  return { key: newKey(), sources: [], areas: '', minBudget: '', maxBudget: '', memberIds: [] };
}

export function draftOf(routing: TeamRoutingDto): RoutingDraft {
  return {
    mode: routing.mode,
    claimWindowMinutes: String(routing.claimWindowMinutes),
    reassignAfterMinutes: String(routing.reassignAfterMinutes),
    rules: routing.rules.map((rule) => ({
      key: newKey(),
      sources: [...(rule.sources ?? [])],
      areas: (rule.areas ?? []).join(', '),
      minBudget: rule.minBudget == null ? '' : String(rule.minBudget),
      maxBudget: rule.maxBudget == null ? '' : String(rule.maxBudget),
      memberIds: [...rule.memberIds],
    })),
  };
}

/** Blank is "not set"; anything else must be a number (NaN fails the schema with its own message). */
const numberOrNull = (text: string) => (text.trim() ? Number(text) : null);
const minutesOf = (text: string) => (text.trim() ? Number(text) : undefined);

/** The draft as the API's body, before validation: empty lists left out, sources in the contract's order. */
export function inputOf(draft: RoutingDraft): TeamRoutingInput {
  return {
    mode: draft.mode,
    claimWindowMinutes: minutesOf(draft.claimWindowMinutes),
    reassignAfterMinutes: minutesOf(draft.reassignAfterMinutes),
    rules: draft.rules.map((rule) => {
      const areas = rule.areas
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      const sources = ALL_LEAD_SOURCES.filter((s) => rule.sources.includes(s));
      return {
        ...(sources.length ? { sources } : {}),
        ...(areas.length ? { areas } : {}),
        minBudget: numberOrNull(rule.minBudget),
        maxBudget: numberOrNull(rule.maxBudget),
        memberIds: rule.memberIds,
      };
    }),
  };
}

export const BUDGET_NOT_A_NUMBER = 'A budget must be a number, like 450000.';

/**
 * The draft checked with the API's own schema: the body to send, or the
 * first problem in words ("Rule 2: A rule needs at least one member.").
 */
export function validateDraft(draft: RoutingDraft): { ok: true; input: TeamRoutingInput } | { ok: false; message: string } {
  // The schema would call a typed "abc" "expected number, received NaN".
  const badBudget = draft.rules.findIndex((r) => [r.minBudget, r.maxBudget].some((b) => b.trim() && !Number.isFinite(Number(b))));
  if (badBudget >= 0) return { ok: false, message: `Rule ${badBudget + 1}: ${BUDGET_NOT_A_NUMBER}` };
  const parsed = TeamRoutingInput.safeParse(inputOf(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  const [first, index] = issue?.path ?? [];
  const where = first === 'rules' && typeof index === 'number' ? `Rule ${index + 1}: ` : '';
  return { ok: false, message: `${where}${issue?.message ?? 'Please check the routing settings.'}` };
}
