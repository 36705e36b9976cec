/**
 * A saved template's placeholders filled for one lead. The spec
 * names no placeholders; the templates of /resources (contracts'
 * STATIC_TEMPLATES) use {name} (the lead), {agent} (the signed-in agent) and
 * {time} (the lead's booked showing). A value not known stays as its
 * placeholder, so the agent sees what is left to write before sending.
 */
export interface TemplateValues {
  /** The lead's name; only the first name is used ("Hi Dana"). */
  leadName?: string | null;
  agentName?: string | null;
  /** ISO instant of the booked showing. */
  showing?: string | null;
  /** The agent's zone, for {time}. */
  timeZone?: string;
}

/** "Tue, Nov 24 at 2:00 PM" in the agent's zone. */
export function showingTimeText(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone });
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${day} at ${time}`;
}

export function fillTemplate(body: string, values: TemplateValues): string {
  const first = values.leadName?.trim().split(/\s+/)[0];
  const filled: Record<string, string | undefined> = {
    name: first || undefined,
    agent: values.agentName?.trim() || undefined,
    time: values.showing ? showingTimeText(values.showing, values.timeZone) : undefined,
  };
  return body.replace(/\{(\w+)\}/g, (whole, key: string) => filled[key] ?? whole);
}
