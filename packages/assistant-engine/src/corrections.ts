/**
 * A lead who corrects themselves mid-message ("a condo or, no, actually a
 * townhouse"; "in four or five months, no wait, more like six to nine")
 * means what they say after the correction. The extractors of one fact read
 * the words after the last correction first, and the whole message only
 * when those words say nothing of that fact. A trailing "actually" after
 * the corrected word ("no wait, Kirkwood actually, for a house") belongs to
 * the correction before it; it starts none.
 */
const CORRECTION =
  /\b(?:no,? wait|wait,? no|no,? actually|actually,? no|no,? sorry|sorry,? no|(?:uh+|um+),? no|or,? no,?|i mean|scratch that|make that|more like|let'?s say|or rather|(?<![a-z0-9]\s)actually|actually(?!\s*(?:[,.!?]|$)))\b|[,?.]\s*no,(?!\s*wait\b)|(?<=\w)\s+no,(?=\s)(?!\s*wait\b)|[,.]\s*sorry\b,?/gi;

/** The words after the message's last correction, or null when it corrects nothing. */
export function afterCorrection(message: string): string | null {
  let last = -1;
  for (const m of message.matchAll(CORRECTION)) last = (m.index ?? 0) + m[0].length;
  return last >= 0 ? message.slice(last) : null;
}

/**
 * The message with what the last correction replaced taken out: when the
 * words after it say the fact again (`fact`), the last mention of that fact
 * before it goes ("budget 350k, no wait 375k" reads "budget 375k"; "2
 * bedrooms, no wait, 3 bedrooms" reads "3 bedrooms"). The words before the
 * mention stay, so its cue ("budget", "at least") still counts.
 */
export function withoutCorrected(message: string, fact: RegExp): string {
  let cue: RegExpMatchArray | undefined;
  for (const m of message.matchAll(CORRECTION)) cue = m;
  if (!cue) return message;
  const before = message.slice(0, cue.index);
  const after = message.slice((cue.index ?? 0) + cue[0].length);
  const global = new RegExp(fact.source, fact.flags.includes('g') ? fact.flags : `${fact.flags}g`);
  if (!new RegExp(fact.source, fact.flags.replace('g', '')).test(after)) return message;
  const mentions = [...before.matchAll(global)];
  const last = mentions[mentions.length - 1];
  if (!last) return message;
  const rest = after.replace(/^[\s,]+(?:(?:sorry|oops|my bad)\b[\s,]*)?/i, '');
  return `${before.slice(0, last.index)}${before.slice((last.index ?? 0) + last[0].length).replace(/[\s,]+$/, '')} ${rest}`;
}
