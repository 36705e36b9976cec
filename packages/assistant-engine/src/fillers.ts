/**
 * Words a caller says while thinking ("um", "uh", "erm", "like,"), with the
 * commas a transcript puts around them, taken out before the facts are read:
 * "at least, uh, eight hundred thousand" is "at least eight hundred
 * thousand", and "between four hundred and, um, four seventy-five" a range.
 * "like" only with its comma ("for like, two thousand"): "I'd like" is a word.
 */
export function withoutFillers(said: string): string {
  return said.replace(/,?\s*\b(?:u+h+|u+m+|e+rm?|hmm+)\b[,.]?(?=\s|$)|(?<=\s)like,(?=\s)/gi, '').replace(/ {2,}/g, ' ');
}
