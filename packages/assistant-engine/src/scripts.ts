/** One of the agent's active AI scripts, as far as matching needs it. */
export interface ScriptCandidate {
  id: string;
  triggers: string[];
}

/** Lower case, accents and punctuation gone, single spaces: "¿Open HOUSE?!" → "open house". */
function normalise(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9$%]+/g, ' ')
    .trim()} `;
}

/**
 * The script whose trigger the lead's message contains, as whole words
 * ("open house" matches "is the open house on sunday?", "rent" does not
 * match "parent"). When several match, the longest trigger wins (the most
 * specific), then the first script listed. Undefined when none matches.
 */
export function matchScript<T extends ScriptCandidate>(message: string, scripts: readonly T[]): T | undefined {
  const text = normalise(message);
  let best: { script: T; length: number } | undefined;
  for (const script of scripts) {
    for (const trigger of script.triggers) {
      const needle = normalise(trigger);
      if (needle.trim() === '' || !text.includes(needle)) continue;
      if (!best || needle.length > best.length) best = { script, length: needle.length };
    }
  }
  return best?.script;
}
