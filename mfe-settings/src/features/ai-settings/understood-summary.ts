import { type AssistantPreviewResponse, budgetWords } from '@leadnest/contracts';
import { formatPhone } from '@leadnest/ui';

/** "Sat, Nov 28": a day named without a time (a date has no zone). */
const dayWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** What the assistant understood, as short "label: value" pairs (only what is known), ending with the score. */
export function understoodPairs(answer: AssistantPreviewResponse): [string, string][] {
  const u = answer.understood;
  const pairs: [string, string | undefined][] = [
    ['Intent', u.intent !== 'other' ? u.intent : undefined],
    ['Budget', budgetWords(u.budget) ?? undefined],
    ['Bedrooms', u.bedrooms !== undefined ? String(u.bedrooms) : undefined],
    ['Type', u.propertyType],
    ['Areas', u.areas.length ? u.areas.join(', ') : undefined],
    ['Timeline', u.timeline],
    ['Financing', u.financing !== 'unknown' ? u.financing : undefined],
    [
      'Showing',
      u.showingRequest
        ? new Date(u.showingRequest).toLocaleString('en-US', {
            timeZone: answer.timeZone,
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          })
        : u.showingDay
          ? `${dayWords(u.showingDay)}, time not set yet`
          : u.wantsShowing
            ? 'asked to see a home'
            : undefined,
    ],
    ['Name', u.contact.name],
    // As the leads list shows it: "(404) 555-0199", not "+14045550199".
    ['Phone', u.contact.phone ? formatPhone(u.contact.phone) : undefined],
    ['Email', u.contact.email],
    ['Opted out', u.optOut ? 'yes' : undefined],
    ['Wants a person', u.wantsHuman ? 'yes' : undefined],
    ['Script', answer.scriptId ? 'answered by your script' : undefined],
  ];
  const known = pairs.filter((p): p is [string, string] => p[1] !== undefined);
  return [...known, ['Score', `${answer.score}${answer.label ? ` (${answer.label})` : ''}`]];
}
