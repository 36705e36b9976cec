import { CAPTURE_UTM_KEYS, CAPTURE_UTM_MAX, type CaptureUtmKey } from '@leadnest/contracts';

/**
 * The UTM parameters of a capture page's visit: read from the
 * page's query string, carried in the form's hidden fields, kept on the lead.
 */
export interface VisitUtm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

const fieldOf = (key: CaptureUtmKey) => key.slice(4) as keyof VisitUtm;

/** The page's query → the form's hidden values (first value of each, trimmed, capped). */
export function utmOfQuery(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of CAPTURE_UTM_KEYS) {
    const raw = query[key];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, CAPTURE_UTM_MAX);
    if (value) values[key] = value;
  }
  return values;
}

/** The submitted form → the lead's utm, or undefined when the visit had none. */
export function utmOfInput(input: Partial<Record<CaptureUtmKey, string | undefined>>): VisitUtm | undefined {
  const utm: VisitUtm = {};
  for (const key of CAPTURE_UTM_KEYS) if (input[key]) utm[fieldOf(key)] = input[key];
  return Object.keys(utm).length ? utm : undefined;
}

/** "utm_source=facebook, utm_campaign=spring": for the lead's first activity. */
export function utmText(utm: VisitUtm): string {
  return CAPTURE_UTM_KEYS.filter((k) => utm[fieldOf(k)])
    .map((k) => `${k}=${utm[fieldOf(k)]}`)
    .join(', ');
}
