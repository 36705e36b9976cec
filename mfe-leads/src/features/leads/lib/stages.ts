import { LEAD_SOURCES, type LeadSource, type LeadStage, PIPELINE_STAGES } from '@leadnest/contracts';
import type { BadgeTone } from '@leadnest/ui';

/** Stage badges (spec part 2 §4): new blue, contacted yellow, qualified green, showing purple, offer orange, closed green, lost red, other grey. */
const STAGE_BADGES: Record<LeadStage, { label: string; tone: BadgeTone }> = {
  new: { label: 'New', tone: 'blue' },
  contacted: { label: 'Contacted', tone: 'yellow' },
  qualified: { label: 'Qualified', tone: 'green' },
  showing: { label: 'Showing Scheduled', tone: 'purple' },
  offer: { label: 'Offer Stage', tone: 'orange' },
  closed: { label: 'Closed Won', tone: 'green' },
  lost: { label: 'Closed Lost', tone: 'red' },
};

/** The badge for a stage; an unknown stage is grey with its own name. */
export function stageBadge(stage: string): { label: string; tone: BadgeTone } {
  return (STAGE_BADGES as Record<string, { label: string; tone: BadgeTone } | undefined>)[stage] ?? { label: stage || 'Unknown', tone: 'grey' };
}

/** Short names of the six pipeline stages: the filter entries and the count cards. */
export const PIPELINE_LABELS: Record<(typeof PIPELINE_STAGES)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  showing: 'Showing',
  offer: 'Offer',
  closed: 'Closed',
};

export const SOURCE_LABELS: Record<LeadSource, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  website: 'Website',
  sms: 'SMS',
  email: 'Email',
  phone: 'Phone',
};

export const STAGE_FILTER_OPTIONS = [{ value: 'all', label: 'All Stages' }, ...PIPELINE_STAGES.map((s) => ({ value: s, label: PIPELINE_LABELS[s] }))] as const;

export const SOURCE_FILTER_OPTIONS = [{ value: 'all', label: 'All Sources' }, ...LEAD_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }))] as const;

export function sourceLabel(source: string): string {
  return (SOURCE_LABELS as Record<string, string | undefined>)[source] ?? source;
}
