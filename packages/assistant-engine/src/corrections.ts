/**
 * A lead who corrects themselves mid-message ("a condo or, no, actually a
 * townhouse"; "in four or five months, no wait, more like six to nine")
 * means what they say after the correction. The extractors of one fact read
 * the words after the last correction first, and the whole message only
 * when those words say nothing of that fact.
 */
const CORRECTION =
  /\b(?:no,? wait|wait,? no|no,? actually|actually,? no|or,? no,?|i mean|scratch that|make that|more like|let'?s say|or rather|actually)\b|[,?.]\s*no,/gi;

/** The words after the message's last correction, or null when it corrects nothing. */
export function afterCorrection(message: string): string | null {
  let last = -1;
  for (const m of message.matchAll(CORRECTION)) last = (m.index ?? 0) + m[0].length;
  return last >= 0 ? message.slice(last) : null;
}
